"""The table of the game declared in :mod:`solitaire_nb.games.ten_across`."""

from __future__ import annotations

from ..layout import Piles, Row, TableLayout

LAYOUT = TableLayout((
    Row((Piles("reserve"),)),
    Row((Piles("tableau", "down", spread=0.8),))))
