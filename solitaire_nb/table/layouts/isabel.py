"""The table of the game declared in :mod:`solitaire_nb.games.isabel`."""

from __future__ import annotations

from ...games.isabel import PLACES
from ..layout import Gap, Piles, Row, Shape, TableLayout

LAYOUT = TableLayout((Row((Shape("tableau", PLACES, outline=True), Gap(0.6),
                           Piles("foundation"))),))
