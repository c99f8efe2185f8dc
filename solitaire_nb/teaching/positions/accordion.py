"""Prepared positions of the game declared in :mod:`solitaire_nb.games.accordion`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("A card covers the card just to its left, or three places to its left, of the same suit "
            "or rank: 7H may go on 7C (one place) or on 2H (three places), not on 9S.",
            "Une carte recouvre la carte juste à sa gauche, ou trois cases à sa gauche, de même "
            "couleur ou de même rang : 7H peut aller sur 7C (une case) ou sur 2H (trois cases), "
            "pas sur 9S.",
            {"tableau1": "2H", "tableau2": "9S", "tableau3": "7C", "tableau4": "7H", "tableau5": "KD"},
            select=("tableau4", 1), legal=("t4-t3", "t4-t1"),
            refused={"t4-t2": "accordion_one_or_three_left", "t5-t4": "accordion_suit_or_rank",
                     "t3-t1": "accordion_one_or_three_left"}),
    example("The covered card leaves play and the line closes up: after 8D onto 3D, the cards to "
            "the right of 8D's old cell move one place left.",
            "La carte recouverte quitte le jeu et la ligne se resserre : après 8D sur 3D, les cartes "
            "à droite de l'ancienne case de 8D se décalent d'une place vers la gauche.",
            {"tableau1": "3D", "tableau2": "8D", "tableau3": "JS", "tableau4": "QC"},
            select=("tableau2", 1), legal=("t2-t1",),
            refused={"t3-f1": "accordion_covered_card_leaves", "t3-t2": "accordion_suit_or_rank"}),
    example("Two cards left: one more move wins.",
            "Deux cartes restent : un dernier coup gagne.",
            {"tableau1": "5S", "tableau2": "5H"}, legal=("t2-t1",)),
]
