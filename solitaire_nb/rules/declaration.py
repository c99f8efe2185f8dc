"""A game's declaration, its options, and the registry of every game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..text.language import resolve_lang
from .cards import Deck
from .goals import (
    CARDS_ON_FOUNDATIONS,
    SAFE_AUTOPLAY,
    AllOnFoundations,
    SafeAutoplay,
    ScoreRule,
    ToFoundation,
)


@dataclass
class Declaration:
    """What a game is made of.  Read it like the rules of the game."""

    deck: Deck
    piles: list
    deal: list
    score: ScoreRule = CARDS_ON_FOUNDATIONS
    won: AllOnFoundations = field(default_factory=AllOnFoundations)
    rules: list = field(default_factory=list)
    actions: list = field(default_factory=list)
    effects: list = field(default_factory=list)
    autoplay: SafeAutoplay = SAFE_AUTOPLAY
    shuffle: str = "standard"
    notation: str = "generic"
    double_click: ToFoundation | None = None  # None: to a foundation, or a free cell where the game has them
    layout: object = None  # a layout description (see solitaire_nb.layout); None: the default
    notes: dict = field(default_factory=lambda: {"en": [], "fr": []})

    def concepts(self):
        yield self.deck
        for group in self.piles:
            yield from group.concepts()
        yield from self.rules
        yield from self.actions
        yield from self.effects


@dataclass
class Choice:
    """A game option: its allowed values, default, and bilingual labels."""

    values: tuple
    default: object
    labels: dict = field(default_factory=dict)


@dataclass
class GameInfo:
    id: str
    names: dict
    build: Callable
    options: dict
    summary: dict
    manual_name: str = ""

    def name(self, lang=None):
        return self.names[resolve_lang(lang)]


_REGISTRY: dict[str, GameInfo] = {}


def register(game_id: str, *, names: dict, summary: dict, options: dict | None = None,
             manual_name: str = ""):
    """Decorator registering a declaration function under ``game_id``."""
    def wrap(function):
        _REGISTRY[game_id] = GameInfo(game_id, names, function, options or {}, summary,
                                      manual_name or names["fr"])
        return function
    return wrap


def list_games() -> list[str]:
    """The ids of every game, in alphabetical order."""
    return sorted(_REGISTRY)


def game_info(game_id: str) -> GameInfo:
    if not isinstance(game_id, str) or game_id not in _REGISTRY:
        raise ValueError(f"unknown game {game_id!r}; valid games: {', '.join(sorted(_REGISTRY))}")
    return _REGISTRY[game_id]


def resolve_options(info: GameInfo, options: dict) -> dict:
    unknown = [k for k in options if k not in info.options]
    if unknown:
        valid = ", ".join(info.options) or "none"
        raise ValueError(f"unknown option(s) {', '.join(map(repr, unknown))} for {info.id}; "
                         f"valid options: {valid}")
    resolved = {}
    for name, choice in info.options.items():
        value = options.get(name, choice.default)
        if value not in choice.values:
            raise ValueError(f"option {name}={value!r} is not valid for {info.id}; "
                             f"choose one of {', '.join(map(repr, choice.values))}")
        resolved[name] = value
    return resolved
