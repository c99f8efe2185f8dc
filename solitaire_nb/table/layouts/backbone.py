"""The table of the game declared in :mod:`solitaire_nb.games.backbone`."""

from __future__ import annotations

from ..layout import Column, Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((Row((
    Piles("tableau", numbers=(1, 2, 3, 4), direction="column"),
    Column((Piles("reserve", "down", numbers=(1, 2), depth=3.3),
            Row((Gap(0.5), Piles("reserve", numbers=(3,)))))),
    Piles("tableau", numbers=(5, 6, 7, 8), direction="column"), Gap(0.5),
    Column((Piles("foundation", wrap=4), Row((Gap(1), Piles("stock"), Piles("waste"))))))),))
