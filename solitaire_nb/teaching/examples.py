"""Prepared teaching positions that double as rule tests.

A module of :mod:`solitaire_nb.teaching.positions`, named like the game's own
module in :mod:`solitaire_nb.games`, lists a game's :class:`Example` objects
(``EXAMPLES``): a small position built with :func:`solitaire_nb.engine.loading.position`,
a bilingual caption, the pile to select (the table highlights where it may go),
and the moves the rule allows and refuses, each refusal with the glossary key of
the rule that refuses it.  The game's notebook shows them; the test suite checks
them.  :func:`examples` imports that module the first time a game's examples are
asked for, and fills in the game's id.
"""

from __future__ import annotations

import dataclasses
import importlib
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

    game: str  # the game's id ("" in a positions module: :func:`examples` fills it in)
    caption: dict
    piles: dict
    options: dict = field(default_factory=dict)
    select: tuple | None = None  # (pile id, count)
    legal: tuple = ()  # move notations the rule allows
    refused: dict = field(default_factory=dict)  # notation -> glossary key of the refusing rule
    state: dict = field(default_factory=dict)  # e.g. {"base_rank": 7}
    partial: bool = True
    #: Why the position is made up, when play could never reach it (None: it could)
    made_up: Phrase | None = None

    def position(self) -> Game:
        """The prepared position as a game: checked as loading checks it (it must be one play
        can reach) unless it says why it is made up."""
        return position(self.game, self.piles, partial=self.partial, state=self.state,
                        reachable=self.made_up is None, **self.options)

    def text(self, lang: str | None = None) -> str:
        """The caption, followed by why the position is made up when it is."""
        lang = resolve_lang(lang)
        caption = Phrase.of(self.caption).text(lang)
        if self.made_up is not None:
            caption += " " + self.made_up.text(lang)
        return cards_in_text(caption, lang)

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


def example(caption_en: str, caption_fr: str, piles: dict, **details: Any) -> Example:
    """A short way to write a game's examples: ``example(caption_en, caption_fr, piles, ...)``
    (the game is the one of the positions module)."""
    return Example("", Phrase(en=caption_en, fr=caption_fr), piles, **details)


_EXAMPLES: dict[str, list[Example]] = {}


def examples(game_id: str) -> list[Example]:
    """The prepared positions of a game (read from its positions module the first time)."""
    info = game_info(game_id)
    if game_id not in _EXAMPLES:
        _EXAMPLES[game_id] = [item if item.game == game_id else dataclasses.replace(item, game=game_id)
                              for item in _positions_of(info.module, game_id)]
    return list(_EXAMPLES[game_id])


def _positions_of(game_module: str, game_id: str) -> list[Example]:
    """``EXAMPLES`` of the positions module named like ``game_module`` (a list, or a dict
    by game id where the module declares several games); none for a game registered
    elsewhere (a learner's variant)."""
    package, _, name = game_module.rpartition(".")
    if package != "solitaire_nb.games":
        return []
    try:
        module = importlib.import_module(f"{__package__}.positions.{name}")
    except ModuleNotFoundError as error:
        if error.name != f"{__package__}.positions.{name}":
            raise
        return []
    found = getattr(module, "EXAMPLES", [])
    return list(found.get(game_id, []) if isinstance(found, dict) else found)
