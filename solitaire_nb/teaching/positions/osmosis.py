"""Prepared positions of the game declared in :mod:`solitaire_nb.games.osmosis`."""

from __future__ import annotations

from ..examples import example

# Shared with Peek, whose rules are the same.
POSITIONS = [
    ("The first foundation takes any card of its suit, in any order: 2H and KH both go on it; "
     "a spade does not.",
     "La première fondation prend n'importe quelle carte de sa couleur, dans n'importe quel "
     "ordre : 2H et KH y vont tous les deux ; un pique non.",
     {"foundation1": "7H", "foundation2": "7S", "reserve1": "(3C) 2H", "reserve2": "(4C) KH",
      "reserve3": "(5C) 2S", "waste": "9D"},
     {"select": ("reserve1", 1), "legal": ("r1-f1", "r2-f1"),
      "refused": {"r3-f1": "foundation_above", "r3-f2": "foundation_above"}}),
    ("A card goes on its suit's foundation only when its rank already lies on the foundation "
     "above: 9S may go (9H is above), JS may not.",
     "Une carte ne va sur la fondation de sa couleur que si son rang se trouve déjà sur la "
     "fondation du dessus : 9S peut y aller (9H est au-dessus), JS non.",
     {"foundation1": "5H 9H 2H", "foundation2": "5S", "reserve1": "(3C) 9S", "waste": "JS"},
     {"select": ("reserve1", 1), "legal": ("r1-f2",), "refused": {"w-f2": "foundation_above"}}),
    ("The other foundations start in order with a card of the base rank (here Five): 5D opens "
     "the second foundation, not the third; 6D opens none.",
     "Les autres fondations commencent dans l'ordre par une carte du rang de base (ici Cinq) : "
     "5D ouvre la deuxième fondation, pas la troisième ; 6D n'en ouvre aucune.",
     {"foundation1": "5H", "reserve1": "(3C) 5D", "waste": "6D"},
     {"select": ("reserve1", 1), "legal": ("r1-f2",),
      "refused": {"r1-f3": "foundation_above", "w-f2": "base_card"}}),
    ("Only the top card of a reserve or of the waste plays; nothing goes on a reserve, and a "
     "foundation card stays where it is.",
     "Seule la carte du dessus d'une réserve ou de la défausse se joue ; rien ne va sur une "
     "réserve, et une carte de fondation reste en place.",
     {"foundation1": "5H 8H", "reserve1": "(3C) 4H", "reserve2": "(6C) 9C", "waste": "JH"},
     {"select": ("waste", 1), "legal": ("w-f1", "r1-f1"),
      "refused": {"w-r2": "reserve", "f1-r2": "out_of_play"}}),
    ("A click turns one card onto the waste; the waste is turned over only when the stock is "
     "empty, twice at most.",
     "Un clic retourne une carte sur la défausse ; la défausse n'est retournée que lorsque la "
     "pioche est vide, deux fois au plus.",
     {"foundation1": "5H", "stock": "(4C) (6D)", "waste": "9H"},
     {"legal": ("deal",), "refused": {"redeal": "redeal"}}),
    ("Drawing three: a click turns three cards; redeals are unlimited.",
     "À trois cartes : un clic en retourne trois ; les redistributions sont illimitées.",
     {"foundation1": "5H", "waste": "4C 6D 7S 8C"},
     {"options": {"draw": 3}, "legal": ("redeal",), "refused": {"deal": "deal_to_waste"}}),
]


def examples_for(open_reserves: bool = False) -> list:
    """The prepared positions of Osmosis, or of Peek with ``open_reserves``:
    every reserve card face up; base rank Five."""

    def laid(piles: dict) -> dict:
        if not open_reserves:
            return piles
        return {pile: cards.replace("(", "").replace(")", "") if pile.startswith("reserve") else cards
                for pile, cards in piles.items()}

    return [example(en, fr, laid(piles), state={"base_rank": 5}, **extra)
            for en, fr, piles, extra in POSITIONS]


EXAMPLES = examples_for()
