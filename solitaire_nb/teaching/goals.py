"""Goals of move-sequence exercises: what the position must look like once the moves are played."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..engine.game import Game
from ..rules.cards import Card, parse_cards
from ..rules.roles import Role
from ..text.language import resolve_lang
from ..text.phrases import Phrase, say
from . import exercise_words  # noqa: F401  (defines the exercise phrases)


class Goal:
    """Something a position should show: ``test(game) -> bool`` and a text."""

    def test(self, game: Game) -> bool:
        raise NotImplementedError

    def text(self, lang: str | None = None) -> str:
        raise NotImplementedError


class PileIs(Goal):
    """The pile holds exactly these cards, bottom to top (sides not compared)."""

    def __init__(self, pile_id: str, cards: Any) -> None:
        self.pile_id = pile_id
        self.cards = parse_cards(cards)
        self.codes = [c.code for c in self.cards]

    def test(self, game: Game) -> bool:
        return [c.code for c in game.pile(self.pile_id).cards] == self.codes

    def text(self, lang: str | None = None) -> str:
        return say("exercise.pile_is", resolve_lang(lang), pile=f"`{self.pile_id}`",
                  cards=" ".join(c.phrase_text(resolve_lang(lang)) for c in self.cards)
                  or say("exercise.nothing", resolve_lang(lang)))


class OnFoundation(Goal):
    """This card lies on one of the foundations."""

    def __init__(self, card: Any) -> None:
        self.card = Card.parse(card) if isinstance(card, str) else card

    def test(self, game: Game) -> bool:
        return any(c.code == self.card.code for p in game.piles if p.role == Role.FOUNDATION
                   for c in p.cards)

    def text(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        return say("exercise.on_foundation", lang, card=self.card, name=self.card.name(lang))


class Won(Goal):
    """Every card is on the foundations."""

    def test(self, game: Game) -> bool:
        return game.is_won()

    def text(self, lang: str | None = None) -> str:
        return say("exercise.won", resolve_lang(lang))


class Custom(Goal):
    """Any test, with its bilingual text: ``Custom(lambda g: ..., {"en": ..., "fr": ...})``."""

    def __init__(self, test: Callable[[Game], bool], text: Phrase | Mapping[str, str]) -> None:
        self._test, self._text = test, Phrase.of(text)

    def test(self, game: Game) -> bool:
        return bool(self._test(game))

    def text(self, lang: str | None = None) -> str:
        return self._text.text(lang)


class AllOf(Goal):
    """Every one of these goals."""

    def __init__(self, *goals: Goal) -> None:
        self.goals = goals

    def test(self, game: Game) -> bool:
        return all(goal.test(game) for goal in self.goals)

    def text(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        texts = [goal.text(lang) for goal in self.goals]
        joined = texts[-1] if texts else ""
        for text in reversed(texts[:-1]):
            joined = say("exercise.and", lang, first=text, second=joined)
        return joined
