"""The table of the game declared in :mod:`solitaire_nb.games.lady_jane`."""

from __future__ import annotations

from ..layout import Column, Gap, Piles, Row, TableLayout


def _layout() -> TableLayout:
    reserves = (Piles("reserve", numbers=(1, 2, 3), direction="column"),
                Piles("reserve", numbers=(4, 5, 6, 7), direction="column"))
    return TableLayout((Row((
        Column((Row((Piles("stock"), Piles("waste"), Gap(1), Piles("foundation"))),
                Piles("tableau", "down"))),
        Gap(0.25),
        Column((Gap(0, lines=0.5), reserves[0])),
        reserves[1])),))


LAYOUT = _layout()
