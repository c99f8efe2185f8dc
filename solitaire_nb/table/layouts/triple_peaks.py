"""The table of the game declared in :mod:`solitaire_nb.games.triple_peaks`."""

from __future__ import annotations

from ...games.triple_peaks import PLACES
from ..layout import Piles, Row, Shape, TableLayout

LAYOUT = TableLayout((Row((Piles("stock"), Piles("waste", "right", show=10, span=5))),
                      Row((Shape("tableau", PLACES),))))
