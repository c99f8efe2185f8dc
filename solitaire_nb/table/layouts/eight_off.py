"""The table of the game declared in :mod:`solitaire_nb.games.eight_off`."""

from __future__ import annotations

from ..layout import Column, Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((Row((
    Piles("foundation", direction="column"), Gap(0.5),
    Column((Piles("reserve"), Piles("tableau", "down"))))),))
