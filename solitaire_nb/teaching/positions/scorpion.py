"""Prepared positions of the game declared in :mod:`solitaire_nb.games.scorpion`."""

from __future__ import annotations

from ..examples import example
from ..family_positions import any_face_up_group, build_down_by_suit, king_group_fills_empty_pile

RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"


EXAMPLES = [
    build_down_by_suit(),
    any_face_up_group(),
    king_group_fills_empty_pile(),
    example("A click on the stock deals its three cards onto piles 1 to 3, even when a pile is "
            "empty; no card goes onto the stock.",
            "Un clic sur la pioche distribue ses trois cartes sur les piles 1 à 3, même si une pile "
            "est vide ; aucune carte ne va sur la pioche.",
            {"stock": "(2C) (3C) (4C)", "tableau1": "", "tableau2": "9D", "tableau3": "8D"},
            legal=("deal", "t3-t2"), refused={"t3-s": "stock"}),
    example("A whole suit from King to Ace on one pile is complete; nothing goes on its Ace.",
            "Toute une couleur du Roi à l'As sur une pile est complète ; rien ne va sur son As.",
            {"tableau1": RUN, "tableau2": "2H", "tableau3": ""}, refused={"t2-t1": "build_down"},
            legal=("t1-t3x13",)),
]
