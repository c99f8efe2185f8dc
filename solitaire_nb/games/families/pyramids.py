"""The pyramid games where pairs adding up to 13 leave the table (Thirteen, Treize, Yield):
where the slots of a pyramid lie on the table."""

from __future__ import annotations


def pyramid_places(rows: int = 7, step: float = 0.5) -> tuple:
    """(across, down) of each slot of a pyramid, row by row from its single top card;
    each row lies ``step`` card heights below the one above, half a card to the left."""
    return tuple(((rows - 1 - row) / 2 + i, row * step) for row in range(rows) for i in range(row + 1))


def inverted_pyramid_places(rows: int = 7, step: float = 0.5) -> tuple:
    """(across, down) of each slot of an upside-down pyramid, its widest row first."""
    return tuple(((rows - width) / 2 + i, (rows - width) * step)
                 for width in range(rows, 0, -1) for i in range(width))
