"""The table of the game declared in :mod:`solitaire_nb.games.valentine`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((Row((Piles("stock"), Piles("waste"), Gap(0.5),
                           Piles("tableau", "down", depth=3.6))),))
