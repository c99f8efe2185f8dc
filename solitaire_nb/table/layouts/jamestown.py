"""The table of the game declared in :mod:`solitaire_nb.games.jamestown`, the same as
:mod:`solitaire_nb.table.layouts.block_ten`'s."""

from .block_ten import LAYOUT

__all__ = ["LAYOUT"]
