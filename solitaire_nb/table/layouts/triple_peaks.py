"""The table of the game declared in :mod:`solitaire_nb.games.triple_peaks`."""

from __future__ import annotations

from ..layout import Piles, Row, Shape, TableLayout

#: Where each slot lies: (columns across, card heights down), slots numbered row by row.
PLACES = ((1.5, 0), (4.5, 0), (7.5, 0),
          *((x, 0.5) for x in (1, 2, 4, 5, 7, 8)),
          *((0.5 + i, 1.0) for i in range(9)),
          *((float(i), 1.5) for i in range(10)))


LAYOUT = TableLayout((Row((Piles("stock"), Piles("waste", "right", show=10, span=5))),
                      Row((Shape("tableau", PLACES),))))
