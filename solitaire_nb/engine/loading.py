"""Reading games back: JSON or text (see :mod:`.saving` for the formats), and
hand-made teaching positions.  Every field is checked, sizes are bounded before
anything is parsed, and a game with history is played again move by move;
nothing is half-loaded (a new game is returned, or an error raised).  Loading never
evaluates code and never unpickles anything."""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import cast

from ..rules.cards import Card, CardCodeError
from ..rules.concept import StateError
from ..rules.declaration import game_info, resolve_options
from . import shuffle, validation
from .game import Game
from .moves import IllegalMove, Move, NotationError, generic_text
from .notation import GENERIC
from .ruleset import Ruleset
from .saving import FORMAT, VERSION, VERSIONS, PositionError
from .start import check_same_cards

MAX_CHARS = 1_000_000  # a saved game of the largest deck with thousands of moves is far below
MAX_DEPTH = 8  # JSON nesting: a saved game needs 4
MAX_MOVES = 5_000  # history and redo together
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = re.compile(r"[\[\]{}]")
_MOVE = re.compile(r"([a-z_]+\d*)-([a-z_]+\d*)(?:x(\d{1,3}))?")
_FIELDS = {"format", "version", "game", "options", "deal", "score", "moves", "redeals_used", "elapsed",
           "state", "partial", "autoplay", "piles", "start", "history", "redo"}
_START = {"piles", "score", "moves", "redeals_used", "state"}


def _int_field(data: dict[str, object], name: str, default: int | None = 0, minimum: int = 0,
               maximum: int = 10**9, allow_none: bool = False) -> int | None:
    value = data.get(name, default)
    if value is None and allow_none:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not minimum <= value <= maximum:
        raise PositionError(f"field {name!r} must be a whole number from {minimum} to {maximum}, "
                            f"not {_short(value)}")
    return value


def _short(value: object) -> str:
    text = repr(value) if not isinstance(value, int) or abs(value) < 10**30 else "a huge number"
    return text if len(text) <= 60 else text[:57] + "..."


def _bool_field(data: dict[str, object], name: str) -> bool:
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise PositionError(f"field {name!r} must be true or false, not {_short(value)}")
    return value


def _object(data: dict[str, object], name: str) -> dict[str, object]:
    value = data.get(name)
    value = {} if value is None else value
    if not isinstance(value, dict):
        raise PositionError(f"field {name!r} must be an object, not {_short(value)}")
    return value


def _laid_out(game: Game, piles: object, partial: bool, where: str) -> dict[str, list[Card]]:
    """The cards of every pile of ``piles`` (a saved object), checked against the deck."""
    if not isinstance(piles, dict):
        raise PositionError(f"{where}'piles' must be an object {{pile id: [cards]}}")
    expected = [p.id for p in game.piles]
    missing = [p for p in expected if p not in piles]
    extra = [str(p) for p in piles if p not in expected]
    if extra:
        raise PositionError(f"{where}unknown pile(s) {_short(', '.join(extra))} for {game.id}; "
                            f"piles: {', '.join(expected)}")
    if missing and not partial:
        raise PositionError(f"{where}missing pile(s): {', '.join(missing)}")
    deck = game.declaration.deck.cards()
    everything: list[Card] = []
    laid_out: dict[str, list[Card]] = {}
    for pile_id in expected:
        codes = piles.get(pile_id, [])
        if isinstance(codes, str):
            if len(codes) > 6 * len(deck):
                raise PositionError(f"{where}pile {pile_id} holds more cards than the deck has")
            codes = codes.split()
        if not isinstance(codes, (list, tuple)):
            raise PositionError(f"{where}pile {pile_id} must be a list of card codes, not {_short(codes)}")
        if len(codes) > len(deck):
            raise PositionError(f"{where}pile {pile_id} holds {len(codes)} cards; the deck has {len(deck)}")
        try:
            laid_out[pile_id] = [Card.parse(_code(code)) for code in codes]
        except CardCodeError as exc:
            raise PositionError(f"{where}pile {pile_id}: {exc}") from None
        everything.extend(laid_out[pile_id])
    if partial:
        have, need = Counter(c.code for c in everything), Counter(c.code for c in deck)
        too_many = [f"{code} x{n} (the deck has {need[code]})" for code, n in have.items()
                    if n > need[code]]
        if too_many:
            raise PositionError(f"{where}too many copies: " + ", ".join(sorted(too_many)))
    else:
        try:
            check_same_cards(everything, deck, "the position")
        except ValueError as exc:
            raise PositionError(where + str(exc)) from None
    return laid_out


def _code(code: object) -> str | Card:
    if isinstance(code, Card):
        return code
    if not isinstance(code, str) or len(code) > 8:
        raise CardCodeError(f"a card code must be a short string such as 'QS' or '(4C)', not {_short(code)}")
    return code


def _state(game: Game, data: dict[str, object], where: str) -> dict[str, object]:
    moves = data.get("moves", 0)
    state = game.declaration.upgrade_state(_object(data, "state"), moves if type(moves) is int else 0)
    try:
        game.declaration.check_state(state)
    except StateError as exc:
        raise PositionError(f"{where}{exc}") from None
    return state


def _moves(data: dict[str, object], name: str) -> list[str]:
    value = data.get(name, [])
    if isinstance(value, str):
        value = value.split()
    if not isinstance(value, list) or not all(isinstance(m, str) and 0 < len(m) <= 200 for m in value):
        raise PositionError(f"field {name!r} must be a list of moves in the game's notation")
    return value


def from_dict(data: object, *, check: bool = True) -> Game:
    """A game from a saved game's fields (see :mod:`.saving`); ``PositionError`` says what is wrong.
    A position without history must be one play can reach (:mod:`.validation`); ``check=False``
    lets a made-up position through (a teaching illustration that says so, a test of a rule)."""
    if not isinstance(data, dict):
        raise PositionError("a saved game must be a JSON object")
    unknown = [str(k) for k in data if k not in _FIELDS]
    if unknown:
        raise PositionError(f"unknown field(s): {_short(', '.join(sorted(unknown)))}")
    if data.get("format", FORMAT) != FORMAT:
        raise PositionError(f"format {_short(data.get('format'))} is not {FORMAT!r}")
    version = data.get("version", VERSION)
    if type(version) is not int or version not in VERSIONS:
        raise PositionError(f"version {_short(version)} is not supported (expected one of {VERSIONS})")
    if version == 1 and set(data) & {"start", "history", "redo", "autoplay"}:
        raise PositionError("a version 1 saved game has no 'start', 'history', 'redo' or 'autoplay'")
    if "game" not in data or "piles" not in data:
        raise PositionError("a saved game needs at least 'game' and 'piles'")
    try:
        info = game_info(data["game"])
        options = resolve_options(info, _object(data, "options"))
    except ValueError as exc:
        raise PositionError(str(exc)) from None
    deal = _int_field(data, "deal", None, 1, shuffle.MAX_DEAL, allow_none=True)
    partial = _bool_field(data, "partial")
    if partial and deal is not None:
        raise PositionError(f"a game dealt from deal {deal} holds every card of the deck: "
                            "'partial' is only for positions made by hand (no deal number)")
    game = Game(Ruleset.of(info, options), deal=deal)
    laid_out = _laid_out(game, data["piles"], partial, "")
    state = _state(game, data, "")
    score = _int_field(data, "score", None, minimum=-10**9, allow_none=True)
    counters = {name: cast(int, _int_field(data, field)) for name, field in  # never None: no allow_none
                (("move_count", "moves"), ("redeals_used", "redeals_used"))}
    elapsed = float(cast(int, _int_field(data, "elapsed")))
    autoplay = _bool_field(data, "autoplay")
    history, redo = _moves(data, "history"), _moves(data, "redo")
    if len(history) + len(redo) > MAX_MOVES:
        raise PositionError(f"a saved game holds at most {MAX_MOVES} moves to undo and redo")
    if "start" not in data:
        if history or redo:
            raise PositionError("a saved game with 'history' or 'redo' needs its 'start'")
        game.set_position(laid_out, score=score, state=state, elapsed=elapsed, partial=partial, **counters)
        if check:  # no history to play again: the position itself must be one play reaches
            validation.check(game)
    else:
        game.clock = lambda: 0.0  # type: ignore[method-assign]  # still while replaying: a score counting time counts the saved time
        try:
            _replay(game, data, history, redo, partial, elapsed)
        finally:
            del game.clock
        now = game.snapshot()
        expected = (tuple(tuple(laid_out[p.id]) for p in game.piles), counters["move_count"],
                    counters["redeals_used"], tuple(sorted(state.items())))
        got = (now.cards, now.move_count, now.redeals_used, now.state)
        for field, have, want in zip(("piles", "moves", "redeals_used", "state"), got, expected):
            if have != want:
                raise PositionError(f"the history does not lead to the saved {field!r}: the file was edited")
        if score is not None:  # the saved score stands (it may count the seconds played)
            game.restore(now._replace(score=score))
        game.elapsed = elapsed
    game.autoplay = autoplay
    return game


def _replay(game: Game, data: dict[str, object], history: list[str], redo: list[str], partial: bool,
            elapsed: float) -> None:
    """Lay out ``start``, play ``history``, then ``redo`` and take it back."""
    start = data["start"]
    if not isinstance(start, dict) or set(start) - _START:
        raise PositionError(f"field 'start' must be an object with only {', '.join(sorted(_START))}")
    laid_out = _laid_out(game, start.get("piles"), partial, "start: ")
    game.set_position(laid_out, score=_int_field(start, "score", None, -10**9, allow_none=True),
                      move_count=cast(int, _int_field(start, "moves")),
                      redeals_used=cast(int, _int_field(start, "redeals_used")),
                      state=_state(game, start, "start: "), elapsed=elapsed, partial=partial)
    for number, entry in enumerate([*history, *redo], start=1):
        move, *auto = entry.split("+")
        game.autoplay = bool(auto)
        try:
            game.play(_parse_move(game, move))
        except (IllegalMove, NotationError) as exc:
            raise PositionError(f"move {number} ({_short(move)}) cannot be played: {exc}") from None
        if [generic_text(m) for m in game.last_auto_moves] != auto:
            raise PositionError(f"move {number} ({_short(entry)}): the automatic moves differ")
    for _ in redo:
        game.undo()


def _parse_move(game: Game, text: str) -> Move:
    """A move written in the generic notation, its count 1 when not written."""
    m = _MOVE.fullmatch(text)
    if m is None:
        return game.parse_move(text)  # deal, redeal
    source, target = (GENERIC.pile_id(code, game) for code in m.group(1, 2))
    return Move(source, target, int(m.group(3) or 1), notation=game.notation)


def _nesting(text: str) -> int:
    depth = deepest = 0
    for bracket in _BRACKETS.findall(_STRINGS.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


def load_game(source: object) -> Game:
    """Read a game from JSON text, a dict, or the text format (a leading byte-order mark is skipped)."""
    if isinstance(source, dict):
        return from_dict(source)
    if not isinstance(source, str):
        raise PositionError(f"cannot read a saved game from {type(source).__name__}; give its text")
    if len(source) > MAX_CHARS:
        raise PositionError(f"a saved game is at most {MAX_CHARS} characters; this one has {len(source)}")
    source = source.removeprefix("\ufeff")
    if source.lstrip().startswith("{"):
        if _nesting(source) > MAX_DEPTH:
            raise PositionError(f"a saved game is nested at most {MAX_DEPTH} deep")
        try:
            data = json.loads(source)
        except ValueError as exc:  # JSONDecodeError, or a number too long to read
            raise PositionError(f"not valid JSON: {exc}") from None
        return from_dict(data)
    return from_dict(parse_text(source))


def _value(text: str) -> object:
    low = text.strip().lower()
    if low == "none":
        return None
    if low in ("true", "false"):
        return low == "true"
    if re.fullmatch(r"-?\d{1,30}", low):
        return int(low)
    return text.strip()


_NUMBERS = ("deal", "score", "moves", "redeals_used", "elapsed")


def parse_text(text: str) -> dict[str, object]:
    """The fields of a game in the text format (see :mod:`.saving`), unchecked."""
    piles: dict[str, list[str]] = {}
    state: dict[str, object] = {}
    start_piles: dict[str, list[str]] = {}
    start_state: dict[str, object] = {}
    data: dict[str, object] = {"piles": piles, "state": state}
    start: dict[str, object] = {"piles": start_piles, "state": start_state}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if ":" not in line:
            raise PositionError(f"line {number}: expected 'name: value', got {_short(line)}")
        name, _, value = line.partition(":")
        name, value = name.strip(), value.strip()
        here, here_state = data, state
        if name.startswith("start."):
            here, here_state, name = start, start_state, name[6:]
            data["start"] = start
            if name not in ("score", "moves", "redeals_used") and not name.startswith("state."):
                start_piles[name] = [] if value in ("", "-") else value.split()
                continue
        if name == "game":
            data["game"] = value
        elif name == "options":
            options: dict[str, object] = {}
            for item in value.split():
                if "=" not in item:
                    raise PositionError(f"line {number}: option {_short(item)} must be name=value")
                key, _, val = item.partition("=")
                options[key] = _value(val)
            data["options"] = options
        elif name in _NUMBERS:
            parsed = _value(value)
            if not (parsed is None or isinstance(parsed, int)):
                raise PositionError(f"line {number}: {name} must be a number, not {_short(value)}")
            here[name] = parsed
        elif name in ("partial", "autoplay"):
            data[name] = _value(value)
        elif name in ("history", "redo"):
            data[name] = [] if value in ("", "-") else value.split()
        elif name.startswith("state."):
            here_state[name[6:]] = _value(value)
        else:
            piles[name] = [] if value in ("", "-") else value.split()
    return data


def position(name: str, piles: dict[str, object], *, partial: bool = True, reachable: bool = True,
             **options: object) -> Game:
    """A hand-made position for teaching: ``position("klondike", {"tableau1": "KS QH",
    "waste": "JS"})``.  Piles not named are empty; face-down cards are written
    ``"(4C)"``.  With ``partial=False`` every card of the deck must be placed.
    ``state`` (a keyword among the options) sets the game's own state, e.g.
    ``{"base_rank": 7}``.  Anything wrong raises ``PositionError`` (a ``ValueError``), and so
    does a position play could never reach (:mod:`.validation`: foundations out of order, a
    face-down top the game would have turned up...) unless ``reachable=False`` says it is
    made up on purpose."""
    if not isinstance(piles, dict):
        raise PositionError(f"piles must be a dict {{pile id: 'card codes'}}, not {type(piles).__name__}")
    state = options.pop("state", None) or {}
    try:
        ruleset = Ruleset.of(name, options)
    except ValueError as exc:  # an unknown game, an option it does not offer
        raise PositionError(str(exc)) from None
    laid_out: dict[str, object] = {pile_id: [] for pile_id in ruleset.pile_ids()}
    laid_out.update(piles)
    return from_dict({"game": name, "options": options, "partial": partial, "state": state,
                      "piles": laid_out}, check=reachable)
