"""A waste that holds one card at a time and reserves filled only from it (Sir Tommy,
Hopscotch: the Calculation family).

A click on the stock turns a card onto the waste only when the waste is empty
(:class:`OneCardWaste`); that card must then go to a foundation or onto one of
the reserves, which take any card but only from the waste
(:class:`WasteFedReserves`) and give their top cards to the foundations.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING

from .cards import Card
from .concept import Concept
from .key_parts import plain_alike, plain_sight
from .piles import Refusal, Reserves
from .position import Pile
from .stock import DealToWaste

if TYPE_CHECKING:
    from .piles import Candidate
    from .position import Position


class OneCardWaste(DealToWaste):
    """A click on the stock turns one card onto the waste, and only onto an empty waste
    (glossary: one-card waste)."""

    key = "one_card_waste"
    sees = DealToWaste.sees  # besides, whether the waste is empty

    def __init__(self) -> None:
        super().__init__(1)

    def blocked(self, game: Position) -> bool:
        return bool(game.pile("waste").cards)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, OneCardWaste)

    def __hash__(self) -> int:
        return hash("one card waste")


ONE_CARD_WASTE = OneCardWaste()


class ReserveFromWaste(Concept):
    """A reserve takes any card, but only the waste card (glossary: reserve fed from the waste)."""

    key = "reserve_from_waste"


RESERVE_FROM_WASTE = ReserveFromWaste()


class WasteFedReserves(Reserves):
    """Reserves, fanned downwards, that take the waste card whatever it is (one card, any
    rank, no limit) and nothing from anywhere else; their top cards play elsewhere."""

    key_alike, sees = plain_alike, plain_sight

    def __init__(self, count: int) -> None:
        super().__init__(count, accepts_cards=True, layout="fan")

    def pool(self, game: Position, pile: Pile, candidates: Sequence[Candidate],
             by_rank: Mapping[int, Sequence[Candidate]], singles: Sequence[Candidate]) -> Sequence[Candidate]:
        return [entry for entry in singles if entry[0].id == "waste"]

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return len(cards) == 1 and source.id == "waste"

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if source.id != "waste":
            return Refusal(RESERVE_FROM_WASTE, "game_rule", ())
        if len(cards) != 1:
            return Refusal(self.role, "cell_one", (len(cards),))
        return None

    def own_rules(self) -> list[Concept]:
        """The rule sentence of these reserves (they take cards, unlike most reserves)."""
        return [RESERVE_FROM_WASTE]

    def concepts(self) -> Iterator[Concept]:
        yield from super().concepts()
        yield RESERVE_FROM_WASTE
