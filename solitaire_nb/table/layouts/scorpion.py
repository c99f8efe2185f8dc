"""The table of the game declared in :mod:`solitaire_nb.games.scorpion`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((Row((
    Piles("stock"), Gap(0.3), Piles("tableau", "down"))),))
