"""Reading positions back: JSON or text (see :mod:`.saving` for the formats), and
hand-made teaching positions.  Every field is checked; loading never evaluates
code and never unpickles anything."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from ..rules.cards import Card, CardCodeError
from ..rules.declaration import game_info, resolve_options
from .game import Game
from .ruleset import Ruleset
from .saving import FORMAT, VERSION, PositionError
from .start import check_same_cards


def _int_field(data: dict, name: str, default: int | None = 0, minimum: int = 0,
               allow_none: bool = False) -> int | None:
    value = data.get(name, default)
    if value is None and allow_none:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise PositionError(f"field {name!r} must be a whole number >= {minimum}, not {value!r}")
    return value


def from_dict(data: Any) -> Game:
    """A game from a saved position's fields (see :mod:`.saving`); ``PositionError`` says what is wrong."""
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
    game = Game(Ruleset.of(info, options), deal=deal)
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
    laid_out = {}
    for pile_id in expected:
        codes = piles.get(pile_id, [])
        if isinstance(codes, str):
            codes = codes.split()
        if not isinstance(codes, list):
            raise PositionError(f"pile {pile_id} must be a list of card codes")
        try:
            laid_out[pile_id] = [Card.parse(code) for code in codes]
        except CardCodeError as exc:
            raise PositionError(f"pile {pile_id}: {exc}") from None
        everything.extend(laid_out[pile_id])
    deck = game.declaration.deck.cards()
    if partial:
        have, need = Counter(c.code for c in everything), Counter(c.code for c in deck)
        too_many = [f"{code} x{n} (the deck has {need[code]})" for code, n in have.items()
                    if n > need[code]]
        if too_many:
            raise PositionError("too many copies: " + ", ".join(sorted(too_many)))
    else:
        try:
            check_same_cards(everything, deck, "the position")
        except ValueError as exc:
            raise PositionError(str(exc)) from None
    score = _int_field(data, "score", None, minimum=-10**9, allow_none=True)
    game.set_position(laid_out, score=score, move_count=_int_field(data, "moves"),
                      redeals_used=_int_field(data, "redeals_used"), state=state,
                      elapsed=float(_int_field(data, "elapsed")), partial=partial)
    return game


def load_game(source: Any) -> Game:
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


def _value(text: str) -> Any:
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


def position(name: str, piles: dict, *, partial: bool = True, **options: Any) -> Game:
    """A hand-made position for teaching: ``position("klondike", {"tableau1": "KS QH",
    "waste": "JS"})``.  Piles not named are empty; face-down cards are written
    ``"(4C)"``.  With ``partial=False`` every card of the deck must be placed.
    ``state`` (a keyword among the options) sets the game's own state, e.g.
    ``{"base_rank": 7}``."""
    if not isinstance(piles, dict):
        raise TypeError("piles must be a dict {pile id: 'card codes'}")
    state = options.pop("state", None) or {}
    laid_out: dict[str, list] = {pile_id: [] for pile_id in Ruleset.of(name, options).pile_ids()}
    laid_out.update({k: (v.split() if isinstance(v, str) else list(v)) for k, v in piles.items()})
    return from_dict({"game": name, "options": options, "partial": partial, "state": state,
                      "piles": laid_out})
