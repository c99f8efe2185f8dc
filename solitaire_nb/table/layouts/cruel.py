"""The table of the game declared in :mod:`solitaire_nb.games.cruel`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((
    Row((Gap(None), Piles("foundation"), Gap(None))),
    Row((Piles("tableau", "right", 0, wrap=4, span=2.25),))))
