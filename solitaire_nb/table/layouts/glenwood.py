"""The table of the game declared in :mod:`solitaire_nb.games.glenwood`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((
    Row((Piles("stock"), Piles("waste"), Gap(None), Piles("foundation"))),
    Row((Piles("reserve", "right", 0, direction="column", span=2.4), Gap(0.3),
         Piles("tableau", "down"))),
))
