"""The table of the game declared in :mod:`solitaire_nb.games.napoleons_tomb`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout


def layout(draw: int = 1, **_options: object) -> TableLayout:
    waste = Piles("waste", "right", 3) if draw == 3 else Piles("waste")
    return TableLayout((
        Row((Piles("stock"), waste, Gap(0.5), Gap(None), Piles("foundation", numbers=(1,)),
             Piles("reserve", numbers=(1,)), Piles("foundation", numbers=(2,)))),
        Row((Gap(None), Piles("reserve", numbers=(2,)),
             Piles("foundation", numbers=(5,)), Piles("reserve", numbers=(3,)))),
        Row((Gap(None), Piles("foundation", numbers=(3,)),
             Piles("reserve", numbers=(4,)), Piles("foundation", numbers=(4,))))))
