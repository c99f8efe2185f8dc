"""Table layouts that several games share."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.position import Position
from ...table.geometry import Metrics, Spot
from ...table.layout import Column, Gap, Piles, Region, Row, TableLayout


def wings(piles_per_wing: int) -> TableLayout:
    """Two wings of tableau piles around the four foundations.

    The left wing holds tableau piles 1 to ``piles_per_wing``, the right wing
    the others, one pile per line, fanned to the right; the foundations stand
    in a column between them, lowered to sit midway when a wing is taller than
    they are (Beleaguered Castle, Streets and Alleys: four piles a wing;
    Chessboard, Fortress: five).
    """
    def wing(first: int) -> Piles:
        return Piles("tableau", "right", 0, numbers=tuple(range(first, first + piles_per_wing)),
                     direction="column", span=4)

    foundations = Piles("foundation", direction="column")
    lowered = (piles_per_wing - 4) / 2
    middle = Column((Gap(0, lines=lowered), foundations)) if lowered else foundations
    return TableLayout((Row((wing(1), middle, Gap(0.5), wing(piles_per_wing + 1))),))


def canfield(waste_show: int = 1) -> TableLayout:
    """AisleRiot's Canfield table: stock, waste and the right-aligned foundations on
    top; below, the reserve on the left and the tableau columns fanned down."""
    waste = Piles("waste", "right", waste_show) if waste_show > 1 else Piles("waste")
    top = Row((Piles("stock"), waste, Gap(None), Piles("foundation")))
    bottom = Row((Piles("reserve"), Gap(1), Piles("tableau", "down")))
    return TableLayout((top, bottom))


def grid_of_slots(columns: int = 5) -> TableLayout:
    """The stock above the pile of removed cards, and to their right the tableau as a grid of
    one-card slots, ``columns`` a row (Monte Carlo, Neighbor, Quatorze)."""
    return TableLayout((Row((Column((Piles("stock"), Piles("foundation"))), Gap(0.5),
                             Piles("tableau", wrap=columns))),))


def cells_below_stock(columns: int) -> TableLayout:
    """AisleRiot's cell games with the stock alone on the top row and the one-card
    cells, ``columns`` a row, below it (Cover, Helsinki); the removed cards lie at
    the top right."""
    top = Row((Piles("stock"), Gap(None), Piles("foundation")))
    return TableLayout((top, Row((Piles("tableau", wrap=columns),))))


@dataclass(frozen=True)
class Layered(Region):
    """Several regions laid at the same corner, later ones on top (a ring of piles
    around a centre pile: Clock).  Width and height are the largest of the parts'."""

    parts: tuple

    def width(self, game: Position) -> float:
        return max(part.width(game) for part in self.parts)

    def height(self, game: Position, metrics: Metrics) -> float:
        return max(part.height(game, metrics) for part in self.parts)

    def place(self, game: Position, x: float, y: float, metrics: Metrics, bottom: float,
              room: float | None = None) -> list[Spot]:
        return [spot for part in self.parts for spot in part.place(game, x, y, metrics, bottom, room)]
