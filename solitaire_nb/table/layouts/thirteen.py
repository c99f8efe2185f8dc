"""The table of the game declared in :mod:`solitaire_nb.games.thirteen`."""

from __future__ import annotations

from ..family_layouts import pyramid_places
from ..layout import Gap, Piles, Row, Shape, TableLayout

LAYOUT = TableLayout((
    Row((Piles("stock"), Piles("waste", "right", 3), Gap(None), Piles("foundation"))),
    Row((Gap(None), Shape("tableau", pyramid_places()), Gap(None))),
))
