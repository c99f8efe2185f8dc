"""The table of the game declared in :mod:`solitaire_nb.games.streets_and_alleys`."""

from __future__ import annotations

from ..family_layouts import wings

LAYOUT = wings(4)
