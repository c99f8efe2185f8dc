"""The table of the game declared in :mod:`solitaire_nb.games.seahaven`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((
    Row((Piles("foundation", numbers=(1, 2)), Gap(None), Piles("reserve"), Gap(None),
         Piles("foundation", numbers=(3, 4)))),
    Row((Piles("tableau", "down"),))))
