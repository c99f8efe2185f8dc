"""A tableau whose piles hold a limited number of cards (glossary: pile limit)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from .building import Build
from .cards import Card
from .concept import Concept
from .empty import ANY_CARD, EmptyRule
from .key_parts import plain_alike, plain_sight
from .piles import Refusal, Tableau
from .position import Pile
from .units import ONE_CARD, Unit

if TYPE_CHECKING:
    from .position import Position


class PileLimit(Concept):
    """No pile of the group may hold more than ``cards`` cards (Eagle Wing, Bear River: three)."""

    key = "pile_limit"

    def __init__(self, cards: int) -> None:
        super().__init__()
        self.cards = cards

    def params(self) -> dict[str, object]:
        return {"n": self.cards}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PileLimit) and self.cards == other.cards

    def __hash__(self) -> int:
        return hash(("pile_limit", self.cards))


class LimitedTableau(Tableau):
    """Tableau piles that take no card beyond ``limit`` cards; otherwise a plain tableau."""

    key_alike, sees = plain_alike, plain_sight

    def __init__(self, count: int, build: Build, limit: int, moves: Unit = ONE_CARD,
                 empty: EmptyRule = ANY_CARD, turn_up_top: bool = True) -> None:
        super().__init__(count, build, moves=moves, empty=empty, turn_up_top=turn_up_top)
        self.limit = PileLimit(limit)

    def _full(self, pile: Pile, cards: list[Card]) -> bool:
        return len(pile.cards) + len(cards) > self.limit.cards

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return not self._full(pile, cards) and super().allows(game, pile, cards, source)

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        refusal = super().accept_refusal(game, pile, cards, source)
        if refusal is None and self._full(pile, cards):
            return Refusal(self.limit, "game_rule", ())
        return refusal

    def concepts(self) -> Iterator[Concept]:
        yield from super().concepts()
        yield self.limit
