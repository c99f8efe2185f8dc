"""The table of the game declared in :mod:`solitaire_nb.games.pileon`."""

from __future__ import annotations

from ..layout import Piles, Row, TableLayout

LAYOUT = TableLayout((Row((Piles("tableau", "right", 0, wrap=4, span=2.0),)),))
