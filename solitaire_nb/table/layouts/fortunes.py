"""The table of the game declared in :mod:`solitaire_nb.games.fortunes`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((Row((Piles("stock"), Gap(1), Piles("tableau", "down"), Gap(None),
                           Piles("foundation"))),))
