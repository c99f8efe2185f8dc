"""Prepared positions of the game declared in :mod:`solitaire_nb.games.escalator`."""

from __future__ import annotations

from ..examples import example
from .elevator import stock_examples, waste_examples

# the bottom row is tableau22..28; the row above is tableau16..21; the point is tableau1
EXAMPLES = [
    *waste_examples(),
    example("Every card is face up, but a card is free only when both cards covering it have gone: "
            "the Four is covered by the Three; the Six, with nothing left over it, is free.",
            "Toutes les cartes sont visibles, mais une carte n'est libre que lorsque les deux cartes "
            "qui la couvrent sont parties : le Quatre est couvert par le Trois ; le Six, que plus rien "
            "ne recouvre, est libre.",
            {"waste": "5C", "tableau16": "4H", "tableau23": "3S", "tableau21": "6D"},
            select=("tableau21", 1), legal=("t21-w",), refused={"t16-w": "free_card"}),
    *stock_examples(),
]
