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
from collections import Counter

from ..rules.cards import Card, CardCodeError

FORMAT = "solitaire_nb"
VERSION = 1


class PositionError(ValueError):
    """A saved position is malformed or impossible."""


def to_dict(game) -> dict:
    return {
        "format": FORMAT, "version": VERSION, "game": game.id, "options": dict(game.options),
        "deal": game.deal, "score": game.score, "moves": game.move_count,
        "redeals_used": game.redeals_used, "elapsed": int(game.elapsed), "state": dict(game.state),
        "partial": bool(getattr(game, "partial", False)),
        "piles": {p.id: [c.text() for c in p.cards] for p in game.piles},
    }


def to_json(game, indent=1) -> str:
    return json.dumps(to_dict(game), indent=indent, ensure_ascii=False)


def _int_field(data, name, default=0, minimum=0, allow_none=False):
    value = data.get(name, default)
    if value is None and allow_none:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise PositionError(f"field {name!r} must be a whole number >= {minimum}, not {value!r}")
    return value


def from_dict(data) -> object:
    from ..rules.declaration import game_info, resolve_options
    from .game import Game
    from .start import _check_same_cards
    if not isinstance(data, dict):
        raise PositionError("a saved position must be a JSON object")
    known = {"format", "version", "game", "options", "deal", "score", "moves", "redeals_used", "elapsed",
             "state", "partial", "piles"}
    unknown = set(data) - known
    if unknown:
        raise PositionError(f"unknown field(s): {', '.join(sorted(unknown))}")
    if data.get("format", FORMAT) != FORMAT:
        raise PositionError(f"format {data.get('format')!r} is not {FORMAT!r}")
    if data.get("version", VERSION) != VERSION:
        raise PositionError(f"version {data.get('version')!r} is not supported (expected {VERSION})")
    if "game" not in data or "piles" not in data:
        raise PositionError("a saved position needs at least 'game' and 'piles'")
    info = game_info(data["game"])
    options = data.get("options")
    options = {} if options is None else options
    if not isinstance(options, dict):
        raise PositionError("field 'options' must be an object")
    options = resolve_options(info, options)
    deal = _int_field(data, "deal", None, 1, allow_none=True)
    partial = data.get("partial", False)
    if not isinstance(partial, bool):
        raise PositionError("field 'partial' must be true or false")
    state = data.get("state")
    state = {} if state is None else state
    if not isinstance(state, dict) or any(
            not isinstance(val, (int, str, bool)) or isinstance(val, float) for val in state.values()):
        raise PositionError("field 'state' must be an object of simple values")
    game = Game(info, options, deal=deal, order=None)
    piles = data["piles"]
    if not isinstance(piles, dict):
        raise PositionError("field 'piles' must be an object {pile id: [cards]}")
    expected = [p.id for p in game.piles]
    missing = [p for p in expected if p not in piles]
    extra = [p for p in piles if p not in expected]
    if extra:
        raise PositionError(f"unknown pile(s) {', '.join(extra)} for {info.id}; "
                            f"piles: {', '.join(expected)}")
    if missing and not partial:
        raise PositionError(f"missing pile(s): {', '.join(missing)}")
    everything = []
    for pile in game.piles:
        codes = piles.get(pile.id, [])
        if isinstance(codes, str):
            codes = codes.split()
        if not isinstance(codes, list):
            raise PositionError(f"pile {pile.id} must be a list of card codes")
        try:
            pile.cards[:] = [Card.parse(code) for code in codes]
        except CardCodeError as exc:
            raise PositionError(f"pile {pile.id}: {exc}") from None
        everything.extend(pile.cards)
    game._cards_cache = None
    deck = game.spec.deck.cards()
    if partial:
        have, need = Counter(c.code for c in everything), Counter(c.code for c in deck)
        too_many = [f"{code} x{n} (the deck has {need[code]})" for code, n in have.items()
                    if n > need[code]]
        if too_many:
            raise PositionError("too many copies: " + ", ".join(sorted(too_many)))
    else:
        try:
            _check_same_cards(everything, deck, "the position")
        except ValueError as exc:
            raise PositionError(str(exc)) from None
    game.partial = partial
    game.state = dict(state)
    game.score = _int_field(data, "score", game.spec.score.score(game), minimum=-10**9)
    game.move_count = _int_field(data, "moves")
    game.redeals_used = _int_field(data, "redeals_used")
    game._elapsed = float(_int_field(data, "elapsed"))
    game._initial = game._snapshot()
    return game


def load_game(source) -> object:
    """Read a position from JSON text, a dict, or the text format."""
    if isinstance(source, dict):
        return from_dict(source)
    if not isinstance(source, str):
        raise PositionError(f"cannot read a position from {type(source).__name__}")
    stripped = source.lstrip()
    if stripped.startswith("{"):
        try:
            data = json.loads(source)
        except json.JSONDecodeError as exc:
            raise PositionError(f"not valid JSON: {exc}") from None
        return from_dict(data)
    return from_dict(parse_text(source))


def to_text(game) -> str:
    lines = [f"game: {game.id}"]
    if game.options:
        lines.append("options: " + " ".join(f"{k}={_fmt(v)}" for k, v in game.options.items()))
    if game.deal is not None:
        lines.append(f"deal: {game.deal}")
    lines += [f"score: {game.score}", f"moves: {game.move_count}",
              f"redeals_used: {game.redeals_used}", f"elapsed: {int(game.elapsed)}"]
    if getattr(game, "partial", False):
        lines.append("partial: true")
    for key, value in sorted(game.state.items()):
        lines.append(f"state.{key}: {_fmt(value)}")
    for pile in game.piles:
        lines.append(f"{pile.id}: " + (" ".join(c.text() for c in pile.cards) or "-"))
    return "\n".join(lines) + "\n"


def _fmt(value) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _value(text: str):
    low = text.strip().lower()
    if low == "none":
        return None
    if low in ("true", "false"):
        return low == "true"
    try:
        return int(low)
    except ValueError:
        return text.strip()


def parse_text(text: str) -> dict:
    data: dict = {"piles": {}, "state": {}}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if ":" not in line:
            raise PositionError(f"line {number}: expected 'name: value', got {line!r}")
        name, _, value = line.partition(":")
        name = name.strip()
        value = value.strip()
        if name == "game":
            data["game"] = value
        elif name == "options":
            options = {}
            for item in value.split():
                if "=" not in item:
                    raise PositionError(f"line {number}: option {item!r} must be name=value")
                key, _, val = item.partition("=")
                options[key] = _value(val)
            data["options"] = options
        elif name in ("deal", "score", "moves", "redeals_used", "elapsed"):
            parsed = _value(value)
            if not (parsed is None or isinstance(parsed, int)):
                raise PositionError(f"line {number}: {name} must be a number, not {value!r}")
            data[name] = parsed
        elif name == "partial":
            data["partial"] = _value(value)
        elif name.startswith("state."):
            data["state"][name[6:]] = _value(value)
        else:
            data["piles"][name] = [] if value in ("", "-") else value.split()
    return data
