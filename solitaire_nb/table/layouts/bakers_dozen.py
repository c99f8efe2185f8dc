"""The table of the game declared in :mod:`solitaire_nb.games.bakers_dozen`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((Row((
    Piles("tableau", "down", wrap=7, depth=2.4), Gap(0.3),
    Piles("foundation", direction="column"))),))
