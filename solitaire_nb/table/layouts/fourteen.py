"""The table of the game declared in :mod:`solitaire_nb.games.fourteen`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((Row((Piles("tableau", "down", wrap=6, depth=2.2), Gap(0.5),
                            Piles("foundation"))),))
