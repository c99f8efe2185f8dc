"""The table of the game declared in :mod:`solitaire_nb.games.bear_river`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout


def _row(first: int) -> Row:
    return Row((Piles("tableau", "right", 0, numbers=tuple(range(first, first + 5)), span=2.0, spread=2.2),
                Gap(0.3), Piles("tableau", "right", 0, numbers=(first + 5,), span=2.0, spread=2.2)))


LAYOUT = TableLayout((Row((Gap(None), Piles("foundation"), Gap(None))), _row(1), _row(7), _row(13)))
