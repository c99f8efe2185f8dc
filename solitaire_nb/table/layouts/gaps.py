"""The table of the game declared in :mod:`solitaire_nb.games.gaps`."""

from __future__ import annotations

from ...games.gaps import COLUMNS
from ..layout import Piles, Row, TableLayout

LAYOUT = TableLayout((Row((Piles("tableau", wrap=COLUMNS),)),))
