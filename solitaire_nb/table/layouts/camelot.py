"""The table of the game declared in :mod:`solitaire_nb.games.camelot`."""

from __future__ import annotations

from ..layout import Column, Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((Row((Column((Row((Piles("stock"), Piles("waste"))), Gap(0, lines=1),
                                   Piles("foundation"))),
                           Gap(0.5), Piles("tableau", wrap=4))),))
