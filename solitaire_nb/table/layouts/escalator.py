"""The table of the game declared in :mod:`solitaire_nb.games.escalator`, the same as
:mod:`solitaire_nb.table.layouts.elevator`'s."""

from .elevator import LAYOUT

__all__ = ["LAYOUT"]
