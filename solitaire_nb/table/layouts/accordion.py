"""The table of the game declared in :mod:`solitaire_nb.games.accordion`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout


def _layout() -> TableLayout:
    return TableLayout((
        Row((Piles("tableau", wrap=9), Gap(0.5), Piles("foundation"))),
    ))


LAYOUT = _layout()
