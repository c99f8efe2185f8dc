"""The table of the game declared in :mod:`solitaire_nb.games.royal_east`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout


def _grid() -> TableLayout:
    """Stock and waste on the left; the grid on the right: foundations at the corners,
    tableau piles 1 (top), 2-4 (middle row) and 5 (bottom) in a cross."""
    def one(prefix: str, number: int) -> Piles:
        return Piles(prefix, numbers=(number,))
    return TableLayout((
        Row((Piles("stock"), Piles("waste"), Gap(1), one("foundation", 1), one("tableau", 1),
             one("foundation", 2))),
        Row((Gap(3), Piles("tableau", numbers=(2, 3, 4)))),
        Row((Gap(3), one("foundation", 3), one("tableau", 5), one("foundation", 4))),
    ))


LAYOUT = _grid()
