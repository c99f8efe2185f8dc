"""The table of the game declared in :mod:`solitaire_nb.games.canfield`."""

from __future__ import annotations

from ..family_layouts import canfield as canfield_layout

LAYOUT = canfield_layout(3)
