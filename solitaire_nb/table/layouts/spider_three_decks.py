"""The table of the game declared in :mod:`solitaire_nb.games.spider_three_decks`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout

LAYOUT = TableLayout((
    Row((Piles("stock"), Gap(None), Piles("foundation", wrap=6))),
    Row((Piles("tableau", "down"),))))
