"""Prepared positions of the game declared in :mod:`solitaire_nb.games.wood`."""

from __future__ import annotations

from .falling_stars import dealt_base_examples

EXAMPLES = dealt_base_examples()
