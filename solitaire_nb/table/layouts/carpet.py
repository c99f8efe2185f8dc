"""The table of the game declared in :mod:`solitaire_nb.games.carpet`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout


def _layout() -> TableLayout:
    return TableLayout((
        Row((Piles("stock"), Piles("waste"), Gap(None), Piles("foundation"))),
        Row((Gap(None), Piles("tableau", wrap=5))),
    ))


LAYOUT = _layout()
