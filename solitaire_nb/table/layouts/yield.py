"""The table of the game declared in :mod:`solitaire_nb.games.yield`."""

from __future__ import annotations

from ..family_layouts import inverted_pyramid_places
from ..layout import Gap, Row, Shape, TableLayout
from .treize import waste_row

LAYOUT = TableLayout((waste_row(),
                      Row((Gap(None), Shape("tableau", inverted_pyramid_places()), Gap(None)))))
