"""The table of the game declared in :mod:`solitaire_nb.games.treize`."""

from __future__ import annotations

from ..family_layouts import pyramid_places
from ..layout import Gap, Piles, Row, Shape, TableLayout


def waste_row() -> Row:
    """Stock, the two waste slots and the pile of removed cards."""
    return Row((Piles("stock"), Piles("waste", numbers=(1,)), Piles("waste", "right", 3, numbers=(2,)),
                Gap(None), Piles("foundation")))


LAYOUT = TableLayout((waste_row(), Row((Gap(None), Shape("tableau", pyramid_places()), Gap(None)))))
