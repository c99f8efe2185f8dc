"""Hints: a move worth playing now, and where it comes from.

:func:`find_hint` first asks the solver (:mod:`solitaire_nb.engine.solver`) for a
win from the current position, within a small budget (:data:`HINT_NODES`
positions, at most :data:`HINT_SECONDS` seconds).  When it finds one, the hint is
the first move of that win.  Otherwise (no answer in time, or no win possible)
the hint falls back on the heuristic of :func:`solitaire_nb.engine.strategy.hint_with_reason`:
the four Klondike tips where the tableau hides cards, the greedy player's score
elsewhere, its reason then what the move does in the game's own terms
(:func:`~solitaire_nb.engine.strategy.what_it_does`: a card to a foundation, a card turned
up, Poker's hands...).  The :class:`Hint` says which of the two spoke, and why.  In a
game where no choice changes the outcome (:func:`decides`: Clock), the hint is the move
to play and says that the game leaves no choice.

The search sees every card, face-down ones included (the engine knows them): a
hint from search may therefore rely on a card the player cannot see yet.  Its
reason says so when the position hides cards.

A :class:`Plan` follows a solution move by move: for any position met along it
(after Undo as well) it gives the next move, so that a table can replay a
solution step by step, and later hints along the same line need no new search.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..text.language import LANGUAGES
from ..text.phrases import Phrase, Said, define, get
from .moves import Move
from .position import Position
from .solver import SolveResult, solve
from .strategy import hint_with_reason, what_it_does

define("hint", {
    "search": Phrase(en="it is the first move of a win the solver found, {n} {n|move|moves} long",
                     fr="c'est le premier coup d'une victoire trouvée par le solveur, en {n} {n|coup|coups}"),
    "search_seeing": Phrase(en="it is the first move of a win the solver found, {n} {n|move|moves} long "
                               "(the solver sees the face-down cards)",
                            fr="c'est le premier coup d'une victoire trouvée par le solveur, en {n} "
                               "{n|coup|coups} (le solveur voit les cartes face cachée)"),
    "no_win": Phrase(en="no win is possible from here, even seeing every card; so: {why}",
                     fr="aucune victoire n'est possible d'ici, même en voyant toutes les cartes ; "
                        "alors : {why}"),
    "no_win_alone": Phrase(en="no win is possible from here, even seeing every card",
                           fr="aucune victoire n'est possible d'ici, même en voyant toutes les cartes"),
    "none": Phrase(en="no useful move found", fr="aucun coup utile trouvé"),
    "forced": Phrase(en="in {game} no choice changes how the game ends: the deal alone decides it, so play "
                        "the moves as they come",
                     fr="dans ce jeu ({game}), aucun choix ne change l'issue de la partie : la donne seule "
                        "en décide, jouez donc les coups comme ils viennent"),
    "and": Phrase(en="{first}; {second}", fr="{first} ; {second}"),
    "line": Phrase(en="{move} ({source}): {why}", fr="{move} ({source}) : {why}"),
    "source_search": Phrase(en="search", fr="recherche"),
    "source_tips": Phrase(en="Klondike tips", fr="conseils du Klondike"),
    "source_score": Phrase(en="move score", fr="note des coups"),
})

#: The hint's search budget: positions expanded, and a time bound (seconds) that a busy
#: machine may reach first.  The node bound keeps hints the same from one machine to another.
HINT_NODES = 3000
HINT_SECONDS = 1.0

#: Where a hint comes from, and the phrase that names each source.
SOURCE_PHRASES = {"search": "hint.source_search", "tips": "hint.source_tips", "score": "hint.source_score"}
SOURCES = tuple(SOURCE_PHRASES)

#: Games in which no choice of move ever changes how the game ends (Clock offers none).
NO_DECISIONS = frozenset({"clock"})


def decides(game: Position) -> bool:
    """Can a choice of move change how ``game`` ends?  Not in Clock, which never offers one,
    nor where a pile group says the deal alone decides (its ``deal_decides``)."""
    return game.id not in NO_DECISIONS and \
        not any(getattr(group, "deal_decides", False) for group in game.declaration.piles)


@dataclass(frozen=True)
class Hint:
    """A hint: ``move`` (None when no move is worth playing), ``source`` (one of
    :data:`SOURCES`: ``"search"`` — the first move of a win found by the solver;
    ``"tips"`` — the Klondike tips; ``"score"`` — the best move by the greedy
    player's score), ``reason`` (a :class:`~solitaire_nb.text.phrases.Said`, in
    every language) and ``search``, the solver's answer (its ``verdict`` may be
    ``"unknown"`` when the budget ran out)."""

    move: Move | None
    source: str
    reason: Said | None
    search: SolveResult | None = field(default=None, repr=False, compare=False)

    @classmethod
    def from_search(cls, move: Move, length: int, saw_hidden: bool,
                    search: SolveResult | None = None) -> Hint:
        """The hint that plays ``move``, the first of a win ``length`` moves long found by the
        solver (``saw_hidden``: the position hid cards the solver saw)."""
        key = "hint.search_seeing" if saw_hidden else "hint.search"
        return cls(move, "search", Said(key, n=length), search)

    def source_text(self, lang: str | None = None) -> str:
        """The source in words: "search", "Klondike tips", "move score"."""
        return self.source_said().text(lang)

    def source_said(self) -> Said:
        """The source as a phrase (rendered in the language of the sentence it goes in)."""
        return Said(SOURCE_PHRASES[self.source])

    def text(self, lang: str | None = None) -> str:
        """The move and why, e.g. ``"t2-t6 (search): it is the first move of ..."``."""
        if self.move is None:
            return (self.reason or Said("hint.none")).text(lang)
        return Said("hint.line", move=str(self.move), source=self.source_said(),
                    why=self.reason).text(lang)

    def __str__(self) -> str:
        return self.text()


def find_hint(game: Position, max_seconds: float | None = HINT_SECONDS,
              max_nodes: int | None = HINT_NODES) -> Hint:
    """The hint for ``game``'s position (the game is not changed): the first move of a
    win found by the solver within the budget, else the heuristic's move.  A move that
    changes nothing for the player (:meth:`Game.is_idle`) is never offered."""
    search = None
    if not game.is_won() and not decides(game):
        move = next((m for m in game.legal_moves() if not game.is_idle(m)), None)
        title = Phrase({lang: game.title(lang) for lang in LANGUAGES})
        return Hint(move, "score", Said("hint.forced", game=title) if move is not None else None)
    if not game.is_won() and (max_nodes is None or max_nodes > 0):
        search = solve(game, max_seconds=max_seconds, max_nodes=max_nodes)
        if search.winnable and search.moves and not game.is_idle(search.moves[0]):
            hint = Hint.from_search(search.moves[0], len(search.moves), search.thoughtful, search)
            own = _own_reason(game, hint.move)
            return hint if own is None else Hint(hint.move, "search", Said("hint.and", first=hint.reason,
                                                                            second=own), search)
    move, reason = hint_with_reason(game)
    source = "score" if reason is None or reason.phrase == get("hint.best_value") else "tips"
    if source == "score" and move is not None:
        reason = what_it_does(game, move)
    if search is not None and search.verdict == "unwinnable":
        reason = Said("hint.no_win", why=reason) if move is not None else Said("hint.no_win_alone")
    return Hint(move, source, reason, search)


def _own_reason(game: Position, move: Move | None) -> Said | None:
    """The reason a game gives in its own terms for a move to its piles (Poker's hands)."""
    target = game.find_pile(move.target) if move is not None and move.kind == "move" else None
    own = getattr(target.group, "hint_reason", None) if target is not None else None
    return own(game, move) if own is not None else None


class Plan:
    """A solution to follow: ``Plan(game, moves)`` replays ``moves`` on a copy of
    ``game`` and remembers the position before each of them, so that
    :meth:`next_move` knows what to play next from any position on the way —
    also after the player has undone some of them, or played them by hand."""

    def __init__(self, game: Position, moves: list[Move]) -> None:
        copy = game.copy()
        self.moves = list(moves)
        self._steps: dict[tuple[object, ...], int] = {}
        for i, move in enumerate(self.moves):
            self._steps.setdefault(copy.position_key(), i)
            copy.play(move)
        if not copy.is_won():
            raise ValueError("these moves do not lead to a win")

    def step(self, game: Position) -> int | None:
        """How many moves of the plan lead to ``game``'s position (None: off the plan)."""
        return self._steps.get(game.position_key())

    def next_move(self, game: Position) -> Move | None:
        """The plan's move from ``game``'s position, or None when the position is off the plan."""
        step = self.step(game)
        return None if step is None else self.moves[step]

    def __len__(self) -> int:
        return len(self.moves)
