"""The table of the game declared in :mod:`solitaire_nb.games.elevator`."""

from __future__ import annotations

from ...games.elevator import ROWS
from ..family_layouts import pyramid_places
from ..layout import Gap, Piles, Row, Shape, TableLayout

LAYOUT = TableLayout((Row((Piles("stock"), Piles("waste"), Gap(0.5),
                           Shape("tableau", pyramid_places(ROWS)))),))
