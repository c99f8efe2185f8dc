"""A puzzle on the table: the player's first move is checked against the puzzle's certificate.

The right move is confirmed in the message line; a losing one is taken back at once and
answered with its refutation (the search that proves no win is left after it).  A puzzle
table never saves anything: a puzzle is not a game of the player's records."""

from __future__ import annotations

from typing import Any, Protocol

from ..engine.game import Game
from ..text.phrases import Phrase, Said, define
from .widget import Table
from .words import said_text

define("puzzle_table", {
    "right": Phrase(en="Right: {move} is the only move that keeps the game winnable.",
                    fr="Juste\u00a0: {move} est le seul coup qui garde la partie gagnable."),
    "right_quick": Phrase(en="Right: {move} is the only move that wins in {depth} moves.",
                          fr="Juste\u00a0: {move} est le seul coup qui gagne en {depth} coups."),
})


class CheckedPuzzle(Protocol):
    """What the table asks of a puzzle (:class:`solitaire_nb.teaching.puzzles.Puzzle`)."""

    quickest: bool
    depth: int

    def game(self) -> Game: ...

    def check_move(self, text: str, lang: str | None = None) -> tuple[bool | None, str]: ...


class PuzzleTable(Table):
    """The table at a puzzle's position; ``solved`` once the right move is played."""

    def __init__(self, puzzle: CheckedPuzzle, **kwargs: Any) -> None:
        self._puzzle = puzzle
        self._checking = False
        self.solved = False
        kwargs["autosave"] = False
        super().__init__(puzzle.game(), **kwargs)
        self._start = len(self.game.history)

    def _on_game_change(self, game: Game) -> None:
        super()._on_game_change(game)
        if game is not self.game or self._checking or self.solved or len(game.history) != self._start + 1:
            return
        text = str(game.history[-1])
        right, _ = self._puzzle.check_move(text, self.lang)
        if right:
            self.solved = True
            self.interaction.message = (Said("puzzle_table.right_quick", move=text, depth=self._puzzle.depth)
                                        if self._puzzle.quickest else Said("puzzle_table.right", move=text))
        else:
            self._checking = True
            try:
                game.undo()
            finally:
                self._checking = False
            self.interaction.message = said_text(lambda lang: self._puzzle.check_move(text, lang)[1])
        self.update_status()
        self.redraw()


def puzzle_table(puzzle: CheckedPuzzle, **kwargs: Any) -> PuzzleTable:
    """The table of ``puzzle`` (see :class:`PuzzleTable`)."""
    return PuzzleTable(puzzle, **kwargs)
