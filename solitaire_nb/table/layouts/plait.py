"""The table of the game declared in :mod:`solitaire_nb.games.plait`."""

from __future__ import annotations

from ..layout import Column, Gap, Piles, Row, TableLayout


def _layout() -> TableLayout:
    def side(edges: tuple[int, int], cells: tuple[int, ...]) -> Column:
        return Column((Row((Gap(0.5), Piles("edge", numbers=edges[:1]))),
                       Piles("reserve", numbers=cells, wrap=2),
                       Row((Gap(0.5), Piles("edge", numbers=edges[1:])))))
    return TableLayout((Row((
        side((1, 3), (1, 2, 5, 6)),
        Piles("plait", "down", depth=3.6),
        side((2, 4), (3, 4, 7, 8)),
        Column((Gap(0, lines=1.5), Row((Piles("waste"), Piles("stock"))))),
        Piles("foundation", wrap=2))),))


LAYOUT = _layout()
