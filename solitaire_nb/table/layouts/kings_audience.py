"""The table of the game declared in :mod:`solitaire_nb.games.kings_audience`."""

from __future__ import annotations

from ...games.kings_audience import LEFT_SIDE, RIGHT_SIDE
from ..layout import Column, Gap, Piles, Row, TableLayout


def _layout() -> TableLayout:
    def side(numbers: tuple[int, ...]) -> Piles:
        return Piles("reserve", numbers=numbers, direction="column")

    chamber = Column((Piles("throne", "right", 2),
                      Row((Gap(None), Piles("stock"), Piles("waste"), Gap(None))),
                      Piles("foundation")))
    return TableLayout((
        Row((Gap(None), Piles("reserve", numbers=(1, 2, 3, 4)), Gap(None))),
        Row((side(LEFT_SIDE), Gap(0.3), chamber, Gap(0.3), side(RIGHT_SIDE))),
        Row((Gap(None), Piles("reserve", numbers=(12, 13, 14, 15)), Gap(None))),
    ))


LAYOUT = _layout()
