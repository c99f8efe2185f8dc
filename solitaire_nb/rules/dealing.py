"""Deal steps: how a game's opening deal lays the cards out (rows, staircases, base cards...).

A declaration lists its steps in order; each takes cards from the shuffled deck
(the next card to deal is at the end of the list) and places them on piles.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .cards import Card
from .concept import StateOwner

if TYPE_CHECKING:
    from .position import Position


class DealStep(StateOwner):
    """One step of a game's opening deal (it may keep values in ``game.state``: ``state_keys``)."""

    def apply(self, game: Position, cards: list[Card]) -> None:
        raise NotImplementedError


class DealRow(DealStep):
    """One card, from the deck, onto each listed pile of a group (1-based numbers)."""

    def __init__(self, group: str, piles: Iterable[int] | None = None,
                 face_up: bool = False) -> None:
        self.group, self.piles, self.face_up = group, piles, face_up

    def apply(self, game: Position, cards: list[Card]) -> None:
        for pile in game.group_piles(self.group, self.piles):
            if not cards:
                return
            card = cards.pop()
            pile.cards.append(card.up() if self.face_up else card.down())


class DealRows(DealStep):
    """Whole rows across a group, one card per pile per row, until ``count`` cards
    are dealt (None: until the deck is empty)."""

    def __init__(self, group: str, count: int | None = None, face_up: bool = True) -> None:
        self.group, self.count, self.face_up = group, count, face_up

    def apply(self, game: Position, cards: list[Card]) -> None:
        piles = game.group_piles(self.group)
        left = len(cards) if self.count is None else self.count
        i = 0
        while left > 0 and cards:
            card = cards.pop()
            piles[i % len(piles)].cards.append(card.up() if self.face_up else card.down())
            i += 1
            left -= 1


def staircase(group: str, size: int) -> list[DealStep]:
    """Klondike's deal: row ``r`` covers piles ``r..size``, so pile ``k`` gets ``k`` cards."""
    return [DealRow(group, range(r, size + 1)) for r in range(1, size + 1)]


class TurnUpTops(DealStep):
    """Turn the top card of every pile of a group face up."""

    def __init__(self, group: str) -> None:
        self.group = group

    def apply(self, game: Position, cards: list[Card]) -> None:
        for pile in game.group_piles(self.group):
            if pile.cards and not pile.cards[-1].face_up:
                pile.cards[-1] = pile.cards[-1].up()


class RestToStock(DealStep):
    """The undealt cards form the stock, face down, next card to deal on top."""

    def apply(self, game: Position, cards: list[Card]) -> None:
        stock = game.pile("stock")
        stock.cards.extend(card.down() for card in cards)
        cards.clear()


class DealBaseCard(DealStep):
    """The next card goes face up onto the first foundation and sets the base
    rank of every foundation (``game.state["base_rank"]``)."""

    state_keys = (("base_rank", "rank"),)

    def __init__(self, group: str = "foundation") -> None:
        self.group = group

    def apply(self, game: Position, cards: list[Card]) -> None:
        card = cards.pop().up()
        game.group_piles(self.group)[0].cards.append(card)
        game.state["base_rank"] = card.rank


class AcesToFoundations(DealStep):
    """Before the deal, every Ace leaves the deck and goes face up onto the
    foundations, one per pile in suit order (clubs, diamonds, hearts, spades;
    a double deck fills eight foundations)."""

    def __init__(self, group: str = "foundation") -> None:
        self.group = group

    def apply(self, game: Position, cards: list[Card]) -> None:
        aces = sorted((c for c in cards if c.rank == 1), key=lambda c: "CDHS".index(c.suit))
        cards[:] = [c for c in cards if c.rank != 1]
        for pile, ace in zip(game.group_piles(self.group), aces):
            pile.cards.append(ace.up())


class KingsToBottom(DealStep):
    """After the deal, every King of each pile of a group goes to the bottom of
    its pile, under the other cards (whose order is kept)."""

    def __init__(self, group: str = "tableau") -> None:
        self.group = group

    def apply(self, game: Position, cards: list[Card]) -> None:
        for pile in game.group_piles(self.group):
            pile.cards[:] = [c for c in pile.cards if c.rank == 13] + \
                            [c for c in pile.cards if c.rank != 13]
