"""The table of the game declared in :mod:`solitaire_nb.games.gay_gordons`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((Row((Piles("reserve", "right", show=2), Gap(None), Piles("foundation"))),
                      Row((Piles("tableau", "down", depth=2.6),))))
