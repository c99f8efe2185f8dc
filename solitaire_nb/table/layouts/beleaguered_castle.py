"""The table of the game declared in :mod:`solitaire_nb.games.beleaguered_castle`, the same as
:mod:`solitaire_nb.table.layouts.streets_and_alleys`'s."""

from .streets_and_alleys import LAYOUT

__all__ = ["LAYOUT"]
