"""Games as JSON and as text, written and read back with strict checks.

JSON (``Game.to_json()``; the schema is ``docs/saved_game.schema.json``)::

    {"format": "solitaire_nb", "version": 2, "game": "klondike",
     "options": {"draw": 1, "redeals": 2}, "deal": 42,
     "score": 5, "moves": 3, "redeals_used": 0, "elapsed": 12, "state": {},
     "partial": false, "autoplay": false,
     "piles": {"stock": ["(AS)", "(7D)", ...], "waste": ["9C"], ...},
     "start": {"piles": {...}, "score": 0, "moves": 0, "redeals_used": 0, "state": {}},
     "history": ["deal", "t3-f1+w-f2"], "redo": ["t7-t2x3"]}

Cards are listed bottom to top; a face-down card is written in parentheses.
``history`` holds the moves played since ``start`` (the position the undo goes back
to), oldest first, in the generic notation (``t3-f1``, ``t6-t2x3``, ``deal``: it names
every pile, where FreeCell's ``1h`` does not say which foundation); the automatic moves that followed a move
are joined to it with ``+``.  ``redo`` holds the moves taken back, the next one to
redo first.  ``start``, ``history`` and ``redo`` are left out when there is nothing to
undo or redo.  Loading plays the history again, move by move, and checks that it
reaches ``piles``, ``score``, ``moves``, ``redeals_used`` and ``state``.
Version 1 (no history, no ``start``, ``redo`` or ``autoplay``) is still read.

Text (``Game.to_text()``) carries the same fields, one ``name: value`` line
each, piles last (``tableau3: (4C) (9H) QS``; ``-`` for an empty pile); the start
position's fields are prefixed with ``start.`` (``start.tableau3: ...``) and the
moves are separated by spaces (``history: deal t3-f1+w-f2``).

A hand-made teaching position may leave cards out: set ``partial`` to true
(then no card may appear more often than the deck has it).  Otherwise every
card of the deck must be present exactly once per copy.  Loading never
evaluates code and never unpickles anything.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import cast

from ..rules.cards import Card
from .moves import generic_text
from .pile import Pile
from .position import Position, Snapshot

FORMAT = "solitaire_nb"
VERSION = 2
VERSIONS = (1, 2)  # the versions read back


class PositionError(ValueError):
    """A saved game or a hand-made position is malformed or impossible."""


def history_of(game: Position) -> tuple[Snapshot, list[str], list[str]]:
    """The position the undo goes back to, the moves played since (oldest first) and the
    moves taken back (the next to redo first), each with its automatic moves joined by ``+``."""
    played = len(game.history)
    other = game.copy()  # undone and redone to read both stacks; the game is untouched
    while other.undo():
        pass
    start = other.snapshot()
    entries = []
    while other.redo():
        entries.append("+".join(generic_text(m) for m in (other.history[-1], *other.last_auto_moves)))
    return start, entries[:played], entries[played:]


def to_dict(game: Position, history: bool = True) -> dict[str, object]:
    """The saved game's fields; ``history=False`` leaves out the moves to undo and redo."""
    data: dict[str, object] = {
        "format": FORMAT, "version": VERSION, "game": game.id, "options": dict(game.options),
        "deal": game.deal, "score": game.score, "moves": game.move_count,
        "redeals_used": game.redeals_used, "elapsed": int(game.elapsed), "state": dict(game.state),
        "partial": game.partial, "autoplay": bool(game.autoplay),
        "piles": _piles(game.piles, [p.cards for p in game.piles]),
    }
    start, played, redo = history_of(game) if history else (None, [], [])
    if start is not None and (played or redo):
        data["start"] = {"piles": _piles(game.piles, start.cards), "score": start.score,
                         "moves": start.move_count, "redeals_used": start.redeals_used,
                         "state": dict(start.state)}
        data["history"], data["redo"] = played, redo
    return data


def _piles(piles: list[Pile], contents: Iterable[Iterable[Card]]) -> dict[str, list[str]]:
    return {pile.id: [c.text() for c in cards] for pile, cards in zip(piles, contents)}


def to_json(game: Position, indent: int | None = 1, history: bool = True) -> str:
    return json.dumps(to_dict(game, history), indent=indent, ensure_ascii=False)


def to_text(game: Position, history: bool = True) -> str:
    data = to_dict(game, history)
    lines = [f"game: {game.id}"]
    if game.options:
        lines.append("options: " + " ".join(f"{k}={_fmt(v)}" for k, v in game.options.items()))
    if game.deal is not None:
        lines.append(f"deal: {game.deal}")
    lines += [f"score: {game.score}", f"moves: {game.move_count}",
              f"redeals_used: {game.redeals_used}", f"elapsed: {int(game.elapsed)}"]
    if game.partial:
        lines.append("partial: true")
    if game.autoplay:
        lines.append("autoplay: true")
    lines += _text_position("", data)
    if "start" in data:
        start = cast("dict[str, object]", data["start"])
        lines += [f"start.{key}: {start[key]}" for key in ("score", "moves", "redeals_used")]
        lines += _text_position("start.", start)
        played, redo = cast("list[str]", data["history"]), cast("list[str]", data["redo"])
        lines += [f"history: {' '.join(played) or '-'}", f"redo: {' '.join(redo) or '-'}"]
    return "\n".join(lines) + "\n"


def _text_position(prefix: str, data: Mapping[str, object]) -> list[str]:
    state = cast("dict[str, object]", data["state"])
    lines = [f"{prefix}state.{key}: {_fmt(value)}" for key, value in sorted(state.items())]
    for pile_id, cards in cast("dict[str, list[str]]", data["piles"]).items():
        lines.append(f"{prefix}{pile_id}: " + (" ".join(cards) or "-"))
    return lines


def _fmt(value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
