"""The table of the game declared in :mod:`solitaire_nb.games.sir_tommy`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((
    Row((Piles("stock"), Piles("waste"), Gap(1), Piles("foundation"))),
    Row((Gap(3), Piles("reserve", "down"))),
))
