"""Positions as JSON and as text, written and read back with strict checks.

JSON (``Game.to_json()``)::

    {"format": "solitaire_nb", "version": 1, "game": "klondike",
     "options": {"draw": 1, "redeals": null}, "deal": 42,
     "score": 0, "moves": 0, "redeals_used": 0, "state": {},
     "partial": false,
     "piles": {"stock": ["(AS)", "(7D)", ...], "waste": [], ...}}

Cards are listed bottom to top; a face-down card is written in parentheses.
Text (``Game.to_text()``) carries the same fields, one ``name: value`` line
each, piles last (``tableau3: (4C) (9H) QS``; ``-`` for an empty pile).

A hand-made teaching position may leave cards out: set ``partial`` to true
(then no card may appear more often than the deck has it).  Otherwise every
card of the deck must be present exactly once per copy.  Loading never
evaluates code and never unpickles anything.
"""

from __future__ import annotations

import json
from typing import Any

from .position import Position

FORMAT = "solitaire_nb"
VERSION = 1


class PositionError(ValueError):
    """A saved position is malformed or impossible."""


def to_dict(game: Position) -> dict:
    return {
        "format": FORMAT, "version": VERSION, "game": game.id, "options": dict(game.options),
        "deal": game.deal, "score": game.score, "moves": game.move_count,
        "redeals_used": game.redeals_used, "elapsed": int(game.elapsed), "state": dict(game.state),
        "partial": game.partial,
        "piles": {p.id: [c.text() for c in p.cards] for p in game.piles},
    }


def to_json(game: Position, indent: int | None = 1) -> str:
    return json.dumps(to_dict(game), indent=indent, ensure_ascii=False)


def to_text(game: Position) -> str:
    lines = [f"game: {game.id}"]
    if game.options:
        lines.append("options: " + " ".join(f"{k}={_fmt(v)}" for k, v in game.options.items()))
    if game.deal is not None:
        lines.append(f"deal: {game.deal}")
    lines += [f"score: {game.score}", f"moves: {game.move_count}",
              f"redeals_used: {game.redeals_used}", f"elapsed: {int(game.elapsed)}"]
    if game.partial:
        lines.append("partial: true")
    for key, value in sorted(game.state.items()):
        lines.append(f"state.{key}: {_fmt(value)}")
    for pile in game.piles:
        lines.append(f"{pile.id}: " + (" ".join(c.text() for c in pile.cards) or "-"))
    return "\n".join(lines) + "\n"


def _fmt(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
