"""Table layouts that several games share, and where the slots of a pyramid lie."""

from __future__ import annotations

from .layout import Column, Gap, Piles, Row, TableLayout


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


def pyramid_places(rows: int = 7, step: float = 0.5) -> tuple:
    """(across, down) of each slot of a pyramid, row by row from its single top card;
    each row lies ``step`` card heights below the one above, half a card to the left."""
    return tuple(((rows - 1 - row) / 2 + i, row * step) for row in range(rows) for i in range(row + 1))


def inverted_pyramid_places(rows: int = 7, step: float = 0.5) -> tuple:
    """(across, down) of each slot of an upside-down pyramid, its widest row first."""
    return tuple(((rows - width) / 2 + i, (rows - width) * step)
                 for width in range(rows, 0, -1) for i in range(width))
