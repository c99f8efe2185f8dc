"""The table of the game declared in :mod:`solitaire_nb.games.cover`."""

from __future__ import annotations

from ..family_layouts import cells_below_stock

LAYOUT = cells_below_stock(4)
