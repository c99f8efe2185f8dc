"""Tableaux fed by a reserve, as in the Canfield family.

An emptied tableau pile is refilled at once from the reserve
(:class:`~solitaire_nb.rules.empty.FilledAutomatically`); once the reserve is
spent, some games let the player fill a gap only with a card from the waste
(:class:`FromWasteOnly`, enforced by :class:`FedTableau`).  The reserve itself
is a squared pile, face down but for its top card (:func:`FaceDownReserve`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Protocol, cast

from ..text.phrases import Phrase, define, say
from .cards import Card
from .concept import Concept
from .empty import NEVER_FILLED, EmptyRule, FilledAutomatically
from .key_parts import plain_sight
from .piles import Refusal, Reserves, Tableau
from .position import Pile

if TYPE_CHECKING:
    from .position import Position

define("reserve_fed", {
    "rule": Phrase(
        en="the game refills an empty pile at once with the top card of the reserve; once the "
           "reserve is spent, {then}",
        fr="le jeu remplit aussitôt une pile vide avec la carte du dessus de la réserve ; une fois "
           "la réserve épuisée, {then}",
    ),
})


class FromWasteOnly(EmptyRule):
    """An empty pile takes only the top card of the waste (glossary: empty from the waste)."""

    key = "empty_from_waste"

    def accepts(self, bottom: Card) -> bool:
        return True

    def takes_from(self, source: Pile) -> bool:
        return source.id == "waste"


FROM_WASTE_ONLY = FromWasteOnly()


class FilledFromReserve(FilledAutomatically):
    """An empty pile is filled at once from the reserve; once the reserve is spent,
    the ``then`` rule says what fills it (glossary: automatic filling)."""

    def __init__(self, reserve: str = "reserve1", then: EmptyRule = NEVER_FILLED) -> None:
        super().__init__(reserve, then=then)

    def rule(self, lang: str | None = None) -> str:
        return say("reserve_fed.rule", lang, then=self.then.rule(lang))


class SourceRule(Protocol):
    """An empty-pile rule naming where a card must come from."""

    def takes_from(self, source: Pile) -> bool: ...


def _source_rule(empty: EmptyRule) -> SourceRule | None:
    """The empty-pile rule that restricts where cards come from, if any."""
    rule = getattr(empty, "then", empty)
    return rule if hasattr(rule, "takes_from") else None


class FedTableau(Tableau):
    """Tableau piles whose empty-pile rule may name where a card must come from."""

    sees = plain_sight  # and the moved card's pile: the waste, which is one pile

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        if not pile.cards:
            rule = _source_rule(self.empty)
            if rule is not None and not rule.takes_from(source):
                return False
        return super().allows(game, pile, cards, source)

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if not pile.cards:
            rule = _source_rule(self.empty)
            if rule is not None and not rule.takes_from(source):
                return Refusal(cast(Concept, rule), "empty", (cards[0],))
        return super().accept_refusal(game, pile, cards, source)

    def concepts(self) -> Iterator[Concept]:
        yield from super().concepts()
        then = getattr(self.empty, "then", None)
        if then is not None and then is not self.empty:
            yield then


def FaceDownReserve(count: int = 1) -> Reserves:  # noqa: N802 - reads like the other groups
    """``count`` squared reserve piles, dealt face down but for the top card, which
    is turned up whenever the card above it has been played."""
    reserves = Reserves(count)
    reserves.turn_up_top = True
    return reserves
