"""Cells refilled from the stock: pair games played on a few one-card piles.

A few cells each hold one face-up card.  Cards only leave them, in pairs (or,
where the game says so, one card alone), and every emptied cell is refilled at
once from the stock.  The stock is never clicked: its cards come out only to
refill the cells (AisleRiot's Block Ten, Cover, Helsinki, Jamestown).

AisleRiot refills the two cells of a pair in a fixed order: first the cell the
dragged card came from, then the cell it was dropped on.  :class:`RefilledCells`
keeps that order, so the same deal gives the same cards in the same places.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import Card
from .covering import TableauToClear
from .empty import FilledAutomatically
from .key_parts import COUNTS
from .pairs import PairRule, discard_pair
from .stock import StockDeal

if TYPE_CHECKING:
    from .position import DeclarationView, Group, Pile, Position


class StockRefillsCells(StockDeal):
    """The stock is not dealt by a click: its cards only refill emptied cells
    (glossary: stock that refills the cells)."""

    key = "stock_refills_cells"

    def blocked(self, game: Position) -> bool:
        return True

    def sees(self, group: Group, declaration: DeclarationView) -> int:
        """Never dealt by a click, it reads nothing (:mod:`.key_parts`)."""
        return COUNTS


STOCK_REFILLS_CELLS = StockRefillsCells()


class RefilledCells(TableauToClear):
    """``count`` one-card cells, cleared by the pair rule ``pairs`` and refilled at once
    from the ``source`` pile: after a pair, the cell the dragged card came from first."""

    sees = TableauToClear.sees  # besides, it reads which of its own cells are empty
    empty: FilledAutomatically
    #: The deal alone decides how the game ends, whatever the player chooses.  A pair matches
    #: by rank or by suit (so do the pair rules), from any two cells, and the stock refills
    #: the emptied cells in its own order.  Two pairs that can both be taken can still be
    #: taken one after the other, in either order, and leave the same cards; two pairs sharing
    #: a card differ by a twin of the same rank (of the same suit), which pairs just as well.
    #: So every way of playing ends on the same table, up to such twins.
    deal_decides = True

    def __init__(self, count: int, pairs: PairRule, *, source: str = "stock") -> None:
        super().__init__(count, layout="stack", empty=FilledAutomatically(source), pairs=pairs)

    def place(self, game: Position, pile: Pile, cards: list[Card]) -> None:
        # While the stock has cards every cell is full before a move, so the one empty
        # cell other than the target is the cell the dragged card came from.
        emptied = [p for p in game.group_piles(self.prefix) if not p.cards and p is not pile]
        discard_pair(game, pile, cards)
        if len(emptied) == 1:
            self.empty.fill(game, emptied[0])  # the target is refilled after it, by the game
