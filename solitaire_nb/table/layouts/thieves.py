"""The table of the game declared in :mod:`solitaire_nb.games.thieves`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((Row((Piles("tableau", "down", depth=2.6),)),
                      Row((Gap(2), Piles("stock"), Piles("waste", "right", show=8, span=4)))))
