"""The table of the game declared in :mod:`solitaire_nb.games.first_law`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((Row((Piles("stock"), Gap(1), Piles("tableau"), Gap(None),
                           Piles("foundation"))),))
