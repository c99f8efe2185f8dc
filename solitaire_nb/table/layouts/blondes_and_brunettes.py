"""The table of the game declared in :mod:`solitaire_nb.games.blondes_and_brunettes`, the same as
:mod:`solitaire_nb.table.layouts.terrace`'s."""

from .terrace import LAYOUT

__all__ = ["LAYOUT"]
