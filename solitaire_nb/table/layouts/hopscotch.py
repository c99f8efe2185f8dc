"""The table of the game declared in :mod:`solitaire_nb.games.hopscotch`, the same as
:mod:`solitaire_nb.table.layouts.sir_tommy`'s."""

from .sir_tommy import LAYOUT

__all__ = ["LAYOUT"]
