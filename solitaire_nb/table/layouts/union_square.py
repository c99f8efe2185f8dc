"""The table of the game declared in :mod:`solitaire_nb.games.union_square`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((Row((
    Piles("stock"), Piles("waste"), Gap(0.5),
    Piles("tableau", "right", 2, wrap=4, span=1.3), Gap(0.5),
    Piles("foundation", "right", 2, direction="column", span=1.3))),))
