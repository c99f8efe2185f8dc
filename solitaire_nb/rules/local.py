"""Rules that only one game has: its own checks, special moves and automatic effects."""

from __future__ import annotations

from collections.abc import Callable

from ..text.language import resolve_lang
from .concept import Concept
from .piles import Refusal


class GameRule(Concept):
    """A rule that only one game has: a named check with its own bilingual text.

    ``check(game, move, cards)`` returns True when the move is allowed.
    """

    def __init__(self, key: str, text: dict, check: Callable, label: dict | None = None):
        super().__init__(key)
        self.text = text
        self.check = check
        self._label = label or text

    def label(self, lang=None):
        return self._label[resolve_lang(lang)]

    def rule(self, lang=None):
        return self.text[resolve_lang(lang)]

    def definition(self, lang=None):
        return self.rule(lang)


class Action(Concept):
    """A move that is not "cards from one pile to another": a game's own special
    move (e.g. gathering and redealing the piles).  Subclasses give the legal
    moves of their ``kind`` now, apply one, and say why one is refused."""

    kind = "action"

    def moves(self, game) -> list:
        raise NotImplementedError

    def apply(self, game, move) -> None:
        raise NotImplementedError

    def refusal(self, game, move) -> Refusal:
        return Refusal(self, "game_rule", ({"en": self.rule("en"), "fr": self.rule("fr")},))


class Effect(Concept):
    """Something the game does by itself after every move, within that move
    (e.g. filling an empty pile from the reserve)."""

    def after_move(self, game, move) -> None:
        raise NotImplementedError
