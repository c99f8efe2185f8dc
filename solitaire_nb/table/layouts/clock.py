"""The table of the game declared in :mod:`solitaire_nb.games.clock`."""

from __future__ import annotations

from ...games.clock import _ring
from ..layout import Shape, TableLayout
from ..regions import Layered

LAYOUT = TableLayout((Layered((Shape("foundation", _ring(), outline=True),
                               Shape("reserve", ((3, 2),), outline=True))),))
