"""Prepared positions of the game declared in :mod:`solitaire_nb.games.peek`."""

from __future__ import annotations

from .osmosis import examples_for

EXAMPLES = examples_for(open_reserves=True)
