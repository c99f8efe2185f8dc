"""A game's declaration, its options, and the registry of every game.

A declaration is built once per game and option set (see
:meth:`GameInfo.declaration`) and shared by every position of that game, so
it is never changed after it is built.  A variant is written as its parent's
declaration "but" what differs: :meth:`Declaration.but` builds a new
declaration (with new pile groups) and leaves the parent untouched.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import itertools
import types
import typing
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, field
from typing import cast

from ..text.phrases import Phrase, Said
from .cards import Deck
from .concept import Concept, StateError, StateOwner
from .dealing import DealStep
from .double_click import DoubleClickRule
from .goals import (
    CARDS_ON_FOUNDATIONS,
    SAFE_AUTOPLAY,
    AllOnFoundations,
    SafeAutoplay,
    ScoreRule,
)
from .local import Action, Effect, GameRule
from .piles import PileGroup
from .position import WinRule


@dataclass
class Declaration:
    """What a game is made of.  Read it like the rules of the game."""

    deck: Deck
    piles: list[PileGroup]
    deal: list[DealStep]
    score: ScoreRule = CARDS_ON_FOUNDATIONS
    won: WinRule = field(default_factory=AllOnFoundations)
    rules: list[GameRule] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)
    effects: list[Effect] = field(default_factory=list)
    autoplay: SafeAutoplay | None = SAFE_AUTOPLAY
    shuffle: str = "standard"
    notation: str = "generic"
    # None: to a foundation, or a free cell where the game has them
    double_click: DoubleClickRule | None = None
    notes: list[Phrase | Said] = field(default_factory=list)  # one Phrase (or Said) per note

    def concepts(self) -> Iterator[Concept]:
        yield self.deck
        for group in self.piles:
            yield from group.concepts()
        yield from self.rules
        yield from self.actions
        yield from self.effects

    def _state_owners(self) -> dict[str, StateOwner]:
        owners: dict[str, StateOwner] = {}
        for part in (*self.concepts(), *self.deal, self.score, self.won, self.autoplay, self.double_click):
            for key, _kind in getattr(part, "state_keys", ()):
                owners.setdefault(key, cast(StateOwner, part))
        return owners

    def upgrade_state(self, state: dict[str, object], move_count: int) -> dict[str, object]:
        """``state`` read from outside, as today's rules keep it (see :meth:`StateOwner.upgrade_state`)."""
        state = dict(state)
        for owner in {id(owner): owner for owner in self._state_owners().values()}.values():
            owner.upgrade_state(state, move_count)
        return state

    def check_state(self, state: dict[str, object]) -> None:
        """Raise :class:`StateError` unless every value of ``state`` (a game's own state, read
        from outside) is one its owner (the rule, action or deal step that keeps it) accepts."""
        owners = self._state_owners()
        for key, value in state.items():
            if key not in owners:
                known = ", ".join(sorted(owners)) or "none"
                raise StateError(f"unknown state {key!r}; this game keeps: {known}")
            owners[key].check_state(key, value)

    def group(self, prefix: str) -> PileGroup:
        """The pile group whose piles are named ``prefix`` (``"tableau"``, ``"stock"``...)."""
        for group in self.piles:
            if group.prefix == prefix:
                return group
        raise KeyError(f"no pile group {prefix!r}; groups: "
                       f"{', '.join(g.prefix for g in self.piles)}")

    def but(self, *, groups: dict[str, dict[str, object]] | None = None,
            **changes: object) -> Declaration:
        """This declaration with some fields changed: a new declaration.

        ``changes`` replace whole fields (``deal=[...]``, ``notes=[...]``);
        ``groups`` changes some attributes of the pile groups named by their
        prefix: ``groups={"tableau": {"count": 6}}``.  Every pile group and
        every list of the result is a new object, so neither declaration can
        change the other.
        """
        unknown = set(changes) - {f.name for f in dataclasses.fields(self)}
        if unknown:
            raise TypeError(f"a declaration has no field {', '.join(sorted(unknown))}")
        groups = dict(groups or {})
        piles = []
        for group in cast("list[PileGroup]", changes.pop("piles", self.piles)):
            piles.append(changed_group(group, **groups.pop(group.prefix, {})))
        if groups:
            raise KeyError(f"no pile group {', '.join(sorted(groups))} to change")
        fresh = {name: list(cast("list[object]", changes.get(name, getattr(self, name))))
                 for name in ("deal", "rules", "actions", "effects", "notes")}
        # the fields' types are checked when a game registers its declaration
        return dataclasses.replace(self, **{**changes, **fresh, "piles": piles})  # type: ignore[arg-type]


def changed_group(group: PileGroup, **changes: object) -> PileGroup:
    """A new pile group like ``group`` with some attributes changed
    (``changed_group(tableau, count=6, empty=ANY_CARD)``); ``group`` is unchanged."""
    for name in changes:
        if not hasattr(group, name):
            raise AttributeError(f"{type(group).__name__} has no attribute {name!r}")
    new = copy.copy(group)
    for name, value in changes.items():
        setattr(new, name, value)
    return new


@dataclass
class Choice:
    """A game option: its allowed values, default, and bilingual labels.

    ``follows`` (optional) works the default out from the options listed before this one,
    as AisleRiot does for Klondike's redeals (two when drawing one card, unlimited when
    drawing three): ``follows(options) -> value``.  A game then always states the value in
    force (``game.options``), never a placeholder; ``None`` given for such an option means
    "the value that follows"."""

    values: tuple[object, ...]
    default: object
    labels: Phrase | dict[str, str] = field(default_factory=dict)
    follows: Callable[[dict[str, object]], object] | None = None

    def default_for(self, options: dict[str, object]) -> object:
        """The default once the options before this one are ``options``."""
        return self.follows(options) if self.follows is not None else self.default


# A game's declaration function: it takes that game's own options.
Builder = Callable[..., Declaration]  # type: ignore[explicit-any]  # each game's own options


@dataclass
class GameInfo:
    id: str
    names: Phrase
    build: Builder
    options: dict[str, Choice]
    summary: Phrase
    manual_name: str = ""
    module: str = ""  # the module that registered the game
    strategy: Phrase | None = None  # the manual's advice
    resembles: str = ""  # the id of the better-known game this one is taught against
    _built: dict[tuple[tuple[str, object], ...], Declaration] = field(default_factory=dict, repr=False,
                                                                     compare=False)

    def name(self, lang: str | None = None) -> str:
        return Phrase.of(self.names).text(lang)

    def declaration(self, options: dict[str, object]) -> Declaration:
        """The declaration for ``options`` (every option given): built once, then shared."""
        key = tuple(sorted(options.items()))
        if key not in self._built:
            self._built[key] = self.build(**options)
        return self._built[key]


_REGISTRY: dict[str, GameInfo] = {}


def register(game_id: str, *, names: Phrase | dict[str, str], summary: Phrase | dict[str, str],
             options: dict[str, Choice] | None = None, manual_name: str = "",
             strategy: Phrase | dict[str, str] | None = None, resembles: str = "",
             ) -> Callable[[Builder], Builder]:
    """Decorator registering a declaration function under ``game_id``.

    ``names``, ``summary`` and ``strategy`` (the manual's strategy advice in the kit's own
    words) are phrases (or ``{"en": ..., "fr": ...}`` mappings); ``resembles`` names the
    better-known game (``"klondike"``, ``"freecell"``, ``"spider"``...) whose rules this one
    is taught against.

    The declaration is built for every combination of option values and each
    of its fields is checked by type: a mistake raises ``TypeError`` naming
    the game, the option set and the field, when the game's module is imported.
    """
    def wrap(function: Builder) -> Builder:
        info = GameInfo(game_id, Phrase.of(names), function, options or {}, Phrase.of(summary),
                        manual_name or Phrase.of(names)["fr"], function.__module__,
                        Phrase.of(strategy) if strategy else None, resembles)
        _check_options(info)
        for combination in _combinations(info):
            check_declaration(info.declaration(combination), game_id, combination)
        _REGISTRY[game_id] = info
        return function
    return wrap


def list_games() -> list[str]:
    """The ids of every game, in alphabetical order."""
    return sorted(_REGISTRY)


def game_info(game_id: str) -> GameInfo:
    if not isinstance(game_id, str) or game_id not in _REGISTRY:
        raise ValueError(f"unknown game {game_id!r}; valid games: {', '.join(sorted(_REGISTRY))}")
    return _REGISTRY[game_id]


def option_sets(game_id: str) -> list[dict[str, object]]:
    """Every combination of the values of ``game_id``'s options (``[{}]`` without options)."""
    return _combinations(game_info(game_id))


def _combinations(info: GameInfo) -> list[dict[str, object]]:
    names = list(info.options)
    values = [info.options[name].values for name in names]
    return [dict(zip(names, combo)) for combo in itertools.product(*values)]


class OptionError(ValueError):
    """An option unknown to the game, or a value it does not offer (``1.0`` or ``True`` for 1 included)."""


def _offered(value: object, values: tuple[object, ...]) -> bool:
    """Is ``value`` one of ``values``, of the same type too (``1.0`` and ``True`` are not ``1``)?"""
    return any(value == v and type(value) is type(v) for v in values)


def resolve_options(info: GameInfo, options: dict[str, object]) -> dict[str, object]:
    """Every option of ``info`` set: the values given (checked by type and value), else the defaults."""
    if not isinstance(options, dict):
        raise OptionError(f"options of {info.id} must be a dict, not {type(options).__name__}")
    unknown = [k for k in options if k not in info.options]
    if unknown:
        valid = ", ".join(info.options) or "none"
        raise OptionError(f"unknown option(s) {', '.join(map(repr, unknown))} for {info.id}; "
                         f"valid options: {valid}")
    resolved: dict[str, object] = {}
    for name, choice in info.options.items():
        value = options.get(name)
        if value is None and (choice.follows is not None or name not in options):
            value = choice.default_for(resolved)
        if not _offered(value, choice.values):
            raise OptionError(f"option {name}={value!r} is not valid for {info.id}; "
                             f"choose one of {', '.join(map(repr, choice.values))}")
        resolved[name] = value
    return resolved


# --------------------------------------------------------------------------- checks


def _check_options(info: GameInfo) -> None:
    for name, choice in info.options.items():
        if not isinstance(choice, Choice):
            raise TypeError(f"{info.id}: option {name!r} must be a Choice, not "
                            f"{type(choice).__name__}")
        for value in (*choice.values, choice.default):
            if not isinstance(value, Hashable):
                raise TypeError(f"{info.id}: option {name!r} has an unhashable value {value!r}")
        if choice.default not in choice.values:
            raise TypeError(f"{info.id}: option {name!r}: the default {choice.default!r} is not "
                            "one of its values")


# How a field's type is named in a refusal (else "a <class name>").
_WHAT = {
    Said: "a Said: a phrase with its parameters",
    WinRule: "a win rule (a concept with is_won)",
    DoubleClickRule: "a double-click rule",
}


@functools.cache
def _field_types() -> dict[str, object]:
    """Each field of :class:`Declaration` with its type, read from the class's type hints."""
    return dict(typing.get_type_hints(Declaration))


def _choices(hint: object) -> tuple[object, ...]:
    """The types a union allows (a type alone otherwise)."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return typing.get_args(hint)
    return (hint,)


def _fits(value: object, hint: object) -> bool:
    """Is ``value`` of the type ``hint`` (a class, a runtime-checkable protocol, ``None``,
    a union of them; for ``list[...]`` only the list itself)?"""
    for choice in _choices(hint):
        if choice is type(None):
            if value is None:
                return True
        elif isinstance(value, typing.get_origin(choice) or choice):  # type: ignore[arg-type]  # a class
            return True
    return False


def _what(hint: object) -> str:
    """A field's type in words: ``"a PileGroup"``, ``"a SafeAutoplay or None"``."""
    words = []
    for choice in _choices(hint):
        if choice is type(None):
            words.append("None")
        elif isinstance(choice, type):
            name = choice.__name__
            words.append(_WHAT.get(choice, f"{'an' if name[0] in 'AEIOU' else 'a'} {name}"))
    return " or ".join(words)


def _problems(spec: Declaration) -> Iterator[tuple[str, str]]:
    """(field, what is wrong) for every field of ``spec`` of the wrong type: each field is
    checked against :class:`Declaration`'s type hints (each item of a list too)."""
    if not isinstance(spec, Declaration):
        yield "declaration", f"the function must return a Declaration, not {type(spec).__name__}"
        return
    for name, hint in _field_types().items():
        value = getattr(spec, name)
        if typing.get_origin(hint) is list:
            (item_hint,) = typing.get_args(hint)
            if not isinstance(value, list):
                yield name, f"must be a list of {_what(item_hint)}, not {type(value).__name__}"
                continue
            for i, item in enumerate(value):
                if not _fits(item, item_hint):
                    yield f"{name}[{i}]", f"must be {_what(item_hint)}, not {type(item).__name__}"
        elif not _fits(value, hint):
            yield name, f"must be {_what(hint)}, not {type(value).__name__}"
        if name == "piles" and isinstance(value, list):
            prefixes = [getattr(group, "prefix", None) for group in value]
            for prefix in sorted({p for p in prefixes if prefixes.count(p) > 1}, key=str):
                yield "piles", f"two pile groups are named {prefix!r}"


def check_declaration(spec: Declaration, game_id: str, options: dict[str, object]) -> None:
    """Raise ``TypeError`` naming the game, the options and the field when a piece of
    ``spec`` is not of the expected type."""
    for name, problem in _problems(spec):
        raise TypeError(f"{game_id} (options {options or 'none'}): {name} {problem}")
