"""The table of the game declared in :mod:`solitaire_nb.games.eagle_wing`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((
    Row((Piles("stock"), Piles("waste"), Gap(None), Piles("foundation"))),
    Row((Piles("tableau", "down", numbers=(1, 2, 3, 4), depth=2.0), Piles("reserve"),
         Piles("tableau", "down", numbers=(5, 6, 7, 8), depth=2.0))),
))
