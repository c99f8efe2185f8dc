"""The table of the game declared in :mod:`solitaire_nb.games.clock`."""

from __future__ import annotations

import math

from ..layout import Shape, TableLayout
from ..regions import Layered


def _ring() -> tuple:
    """(across, down) of the twelve hours round a centre at (3, 2)."""
    return tuple((round(3 + 3 * math.sin(math.radians(30 * h)), 2),
                  round(2 - 2 * math.cos(math.radians(30 * h)), 2)) for h in range(1, 13))


LAYOUT = TableLayout((Layered((Shape("foundation", _ring(), outline=True),
                               Shape("reserve", ((3, 2),), outline=True))),))
