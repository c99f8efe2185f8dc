"""Prepared teaching positions that double as rule tests.

A game module lists :class:`Example` objects: a small position built with
:func:`solitaire_nb.game.position`, a bilingual caption, the pile to select
(the table highlights where it may go), and the moves the rule allows and
refuses, each refusal with the glossary key of the rule that refuses it.
The game's notebook shows them; the test suite checks them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ..engine.game import Game
from ..engine.loading import position
from ..rules.cards import cards_in_text
from ..rules.declaration import game_info
from ..text.language import resolve_lang
from ..text.phrases import Phrase


@dataclass
class Example:
    """One rule shown on a prepared position."""

    game: str
    caption: dict
    piles: dict
    options: dict = field(default_factory=dict)
    select: tuple | None = None  # (pile id, count)
    legal: tuple = ()  # move notations the rule allows
    refused: dict = field(default_factory=dict)  # notation -> glossary key of the refusing rule
    state: dict = field(default_factory=dict)  # e.g. {"base_rank": 7}
    partial: bool = True

    def position(self) -> Game:
        """The prepared position as a game."""
        return position(self.game, self.piles, partial=self.partial, state=self.state, **self.options)

    def text(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        return cards_in_text(Phrase.of(self.caption).text(lang), lang)

    def verify(self) -> list[str]:
        """Problems found (empty when every listed move behaves as stated)."""
        problems = []
        game = self.position()
        for notation in self.legal:
            refusal = game.check(notation)
            if refusal is not None:
                problems.append(f"{notation} should be legal: {refusal.text('en')}")
        for notation, key in self.refused.items():
            refusal = game.check(notation)
            if refusal is None:
                problems.append(f"{notation} should be refused by {key}")
            elif refusal.rule.key != key:
                problems.append(f"{notation} is refused by {refusal.rule.key}, not {key}")
        return problems


def example_maker(game_id: str) -> Callable[..., Example]:
    """A short way to write a game's examples: ``example(caption_en, caption_fr, piles, ...)``."""
    def example(caption_en: str, caption_fr: str, piles: dict, **details: Any) -> Example:
        return Example(game_id, {"en": caption_en, "fr": caption_fr}, piles, **details)
    return example


_EXAMPLES: dict[str, list[Example]] = {}


def examples(game_id: str) -> list[Example]:
    """The prepared positions of a game (registered by its module)."""
    game_info(game_id)
    return list(_EXAMPLES.get(game_id, []))


def add_examples(game_id: str, items: Iterable[Example]) -> None:
    """Register a game's examples (called by the game's module)."""
    _EXAMPLES.setdefault(game_id, []).extend(items)
