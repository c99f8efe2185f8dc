"""The table of the game declared in :mod:`solitaire_nb.games.isabel`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, Shape, TableLayout

# AisleRiot's table: three rows of three piles, two columns apart, and between them two rows
# of two piles, half a row lower and one column across (no pile overlaps another).
ROW = 1.15  # one row of cards and the gap under it, in card heights
PLACES = tuple((float(across), down * ROW) for down in (0, 1, 2) for across in (0, 2, 4)) + \
    tuple((float(across), down * ROW) for down in (0.5, 1.5) for across in (1, 3))


LAYOUT = TableLayout((Row((Shape("tableau", PLACES, outline=True), Gap(0.6),
                           Piles("foundation"))),))
