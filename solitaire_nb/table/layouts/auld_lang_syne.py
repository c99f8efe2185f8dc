"""The table of the game declared in :mod:`solitaire_nb.games.auld_lang_syne`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((
    Row((Piles("stock"), Gap(1), Piles("foundation"))),
    Row((Gap(2), Piles("reserve"))),
))
