"""Prepared positions of the game declared in :mod:`solitaire_nb.games.scuffle`."""

from __future__ import annotations

from ..examples import example
from ..family_positions import ACES_ON_FOUNDATIONS
from .auld_lang_syne import reserve_examples

EXAMPLES = [
    *reserve_examples(),
    example("The stock is empty: a click gathers the reserves, shuffles them and makes a new stock "
            "(twice at most).",
            "La pioche est vide : un clic ramasse les réserves, les mélange et en fait une nouvelle "
            "pioche (deux fois au plus).",
            {**ACES_ON_FOUNDATIONS, "reserve1": "5C 9H", "reserve2": "KD", "reserve3": "7S",
             "stock": ""},
            legal=("redeal",), refused={"deal": "deal_to_each_pile", "r2-f1": "build_up"}),
    example("While the stock has cards, a click deals them: the reserves are gathered only once "
            "it is empty.",
            "Tant que la pioche a des cartes, un clic les distribue : les réserves ne sont ramassées "
            "qu'une fois qu'elle est vide.",
            {**ACES_ON_FOUNDATIONS, "reserve1": "5C", "reserve2": "KD", "stock": "(9S) (TS)"},
            legal=("deal",), refused={"redeal": "scuffle_reshuffle", "r1-f1": "build_up"}),
]
