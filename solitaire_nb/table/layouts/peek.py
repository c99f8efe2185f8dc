"""The table of the game declared in :mod:`solitaire_nb.games.peek`, the same as
:mod:`solitaire_nb.table.layouts.osmosis`'s."""

from .osmosis import layout

__all__ = ["layout"]
