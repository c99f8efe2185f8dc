"""The table of the game declared in :mod:`solitaire_nb.games.poker`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((Row((Piles("stock"), Piles("waste"), Gap(1), Piles("tableau", wrap=5))),))
