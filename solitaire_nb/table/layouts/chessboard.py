"""The table of the game declared in :mod:`solitaire_nb.games.chessboard`."""

from __future__ import annotations

from ..family_layouts import wings

LAYOUT = wings(5)
