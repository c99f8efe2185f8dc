"""The table of the game declared in :mod:`solitaire_nb.games.giant`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((
    Row((Piles("stock"), Gap(0.3), Piles("foundation"))),
    Row((Piles("tableau", "down"), Gap(None), Piles("reserve")))))
