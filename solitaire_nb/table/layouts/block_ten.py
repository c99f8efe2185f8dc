"""The table of the game declared in :mod:`solitaire_nb.games.block_ten`."""

from __future__ import annotations

from ..family_layouts import grid_of_slots

LAYOUT = grid_of_slots(3)
