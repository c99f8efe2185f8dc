"""Prepared positions of the game declared in :mod:`solitaire_nb.games.odessa`."""

from __future__ import annotations

from ..examples import example
from ..family_positions import any_face_up_group, build_down_by_suit, king_group_fills_empty_pile

EXAMPLES = [
    build_down_by_suit(),
    any_face_up_group(),
    king_group_fills_empty_pile(),
    example("A run of one suit goes up to its foundation in one move when its top card is the next "
            "one needed; a mixed group may not.",
            "Une suite d'une même couleur monte sur sa fondation en un seul coup si sa carte du "
            "dessus est la suivante attendue ; un groupe mélangé, non.",
            {"foundation1": "AH 2H", "foundation2": "AS", "tableau1": "(6C) 5H 4H 3H",
             "tableau2": "3D 2S", "tableau3": "7H 6H"},
            select=("tableau1", 3), legal=("t1-f1x3", "t1-f1x2", "t1-f1"),
            refused={"t3-f1x2": "build_up", "t2-f2x2": "run_to_foundation"}),
    example("Foundations start with an Ace and build up by suit; their cards are out of play.",
            "Les fondations commencent par un As et montent dans la même couleur ; leurs cartes "
            "sont hors jeu.",
            {"foundation1": "AH 2H", "tableau1": "3C", "tableau2": "3H", "tableau3": "2S"},
            select=("tableau2", 1), legal=("t2-f1",),
            refused={"t1-f1": "build_by_suit", "t3-f2": "base_card", "f1-t2": "out_of_play"}),
]
