"""The table of the game declared in :mod:`solitaire_nb.games.king_albert`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((
    Row((Gap(None), Piles("foundation"))),
    Row((Piles("tableau", "down"),)),
    Row((Gap(None), Piles("reserve"), Gap(None)))))
