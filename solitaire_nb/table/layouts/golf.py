"""The table of the game declared in :mod:`solitaire_nb.games.golf`."""

from __future__ import annotations

from ..layout import Piles, Row, TableLayout

LAYOUT = TableLayout((Row((Piles("stock"), Piles("waste", "right", show=8, span=4))),
                      Row((Piles("tableau", "down"),))))
