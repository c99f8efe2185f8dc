"""The table of the game declared in :mod:`solitaire_nb.games.terrace`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((
    Row((Piles("stock"), Piles("waste"), Gap(0.5), Piles("reserve", "right", 0, span=6.5))),
    Row((Piles("foundation"),)),
    Row((Piles("tableau", "down"),)),
))
