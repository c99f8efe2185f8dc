"""The table of the game declared in :mod:`solitaire_nb.games.labyrinth`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout


def _layout() -> TableLayout:
    return TableLayout((
        Row((Piles("stock"), Gap(None), Piles("foundation"))),
        Row((Piles("tableau"),)),
        Row((Piles("column", "down"),)),
    ))


LAYOUT = _layout()
