"""A saved game brought back move by move, so that Undo works on it as on the original.

A game is saved as the moves the player made, in notation, each with the automatic
moves it set off (autoplay to the foundations): :class:`MoveLog` follows a game
through its changes (a move, an undo, a redo, a restart) and keeps that list.
:func:`replay_moves` deals the same deal again and plays the moves through the
engine, every one checked; a move the rules refuse is a :class:`ReplayError`.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from typing import Any

from ..engine.game import Game
from ..engine.moves import IllegalMove
from ..engine.notation import NotationError
from ..engine.start import new_game
from ..text.phrases import Phrase, define
from .reasons import Reason, Shown

define("replay", {
    "no_deal": Phrase(en="a game without a deal number cannot be replayed",
                      fr="une partie sans numéro de donne ne peut pas être rejouée"),
    "cannot_deal": Phrase(en="cannot deal {game} deal {deal}: {why}",
                          fr="impossible de distribuer {game}, donne {deal} : {why}"),
    "refused": Phrase(en="move {n} ('{move}') cannot be played: {why}",
                      fr="le coup {n} ('{move}') ne peut pas être joué : {why}"),
    "other_auto": Phrase(en="move {n} ('{move}') set off other automatic moves than saved",
                         fr="le coup {n} ('{move}') a déclenché d'autres coups automatiques que ceux "
                            "enregistrés"),
})

#: The fields of a saved position that a replay must give back exactly.
SAME_POSITION = ("game", "options", "deal", "score", "moves", "redeals_used", "state", "piles")


class ReplayError(Reason):
    """Saved moves that cannot be played again from their deal (the message says which,
    in the current language)."""


class MoveLog:
    """The moves of a game with the automatic moves each one set off, kept up to date by
    :meth:`update` after every change of the game (it only reads the game)."""

    def __init__(self, game: Game) -> None:
        self.entries: list[tuple[str, tuple[str, ...]]] = []
        self.update(game)

    def update(self, game: Game) -> None:
        history = game.history
        same = 0
        while same < min(len(history), len(self.entries)) and self.entries[same][0] == str(history[same]):
            same += 1
        del self.entries[same:]
        for index in range(same, len(history)):
            last = index == len(history) - 1
            auto = tuple(str(m) for m in game.last_auto_moves) if last else ()
            self.entries.append((str(history[index]), auto))

    @property
    def moves(self) -> list[str]:
        return [move for move, _auto in self.entries]

    @property
    def auto(self) -> dict[str, list[str]]:
        """The automatic moves, by the index (as text, for JSON) of the move that set them off."""
        return {str(i): list(auto) for i, (_move, auto) in enumerate(self.entries) if auto}


class _ReplayClock:
    """The time source of a game while it is replayed: the clock starts at the first
    move and, for a won game, reads ``elapsed`` more at the last one."""

    def __init__(self, start: float) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now


def replay_moves(name: str, deal: int | None, options: dict[str, Any], moves: Sequence[str],
                 auto: dict[str, Sequence[str]] | None = None, *, autoplay: bool = False,
                 elapsed: float = 0.0) -> Game:
    """Deal ``name`` deal ``deal`` with ``options`` and play ``moves`` (notation), each with
    autoplay on exactly where it set off automatic moves (``auto``, by move index); the
    game's clock reads ``elapsed`` seconds (and keeps running if the game is not won).
    ``ReplayError`` names the move that cannot be played."""
    if deal is None:
        raise ReplayError("replay.no_deal")
    auto = auto or {}
    try:
        game = new_game(name, deal, **options)
    except ValueError as exc:
        raise ReplayError("replay.cannot_deal", game=repr(name), deal=deal, why=Shown(exc)) from None
    now = time.monotonic()
    clock = _ReplayClock(now - elapsed)
    game.clock = clock      # (an instance's clock is the documented way to set its time)
    for index, text in enumerate(moves):
        expected = [str(m) for m in auto.get(str(index), ())]
        game.autoplay = bool(expected)
        if index and index == len(moves) - 1:
            clock.now = now     # a win at this move stops the clock at ``elapsed``
        try:
            game.play(text)
        except (IllegalMove, NotationError, ValueError) as exc:
            raise ReplayError("replay.refused", n=index + 1, move=text, why=Shown(exc)) from None
        if [str(m) for m in game.last_auto_moves] != expected:
            raise ReplayError("replay.other_auto", n=index + 1, move=text)
    del game.clock          # back to the real clock: an unfinished game's time runs on
    game.autoplay = bool(autoplay)
    return game


def same_position(game: Game, saved_json: str) -> bool:
    """Whether ``game`` stands where the saved position (``Game.to_json()``) stood."""
    try:
        saved = json.loads(saved_json)
    except (TypeError, ValueError):
        return False
    mine = json.loads(game.to_json(None))
    return all(mine.get(key) == saved.get(key) for key in SAME_POSITION)
