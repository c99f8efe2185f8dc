"""The table of the game declared in :mod:`solitaire_nb.games.odessa`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((Row((
    Piles("tableau", "down"), Gap(0.3), Piles("foundation", direction="column"))),))
