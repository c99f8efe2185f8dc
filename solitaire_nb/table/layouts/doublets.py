"""The table of the game declared in :mod:`solitaire_nb.games.doublets`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((
    Row((Piles("stock"), Piles("waste"), Gap(1), Piles("reserve", numbers=(1, 2, 3)))),
    Row((Gap(3), Piles("reserve", numbers=(4,)), Gap(1), Piles("reserve", numbers=(5,)))),
    Row((Gap(3), Piles("reserve", numbers=(6,)), Piles("foundation"),
         Piles("reserve", numbers=(7,))))))
