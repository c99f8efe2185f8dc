"""Prepared positions of the game declared in :mod:`solitaire_nb.games.gay_gordons`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Two top cards adding up to eleven are removed together: 4C and 7H; 4C and 6D make "
            "only ten.",
            "Deux cartes du dessus dont la somme fait onze sont enlevées ensemble : 4C et 7H ; 4C "
            "et 6D ne font que dix.",
            {"tableau1": "9S 4C", "tableau2": "7H", "tableau3": "6D"},
            select=("tableau1", 1), legal=("t1-t2", "t2-t1"),
            refused={"t1-t3": "pair_sum"}),
    example("Jacks pair with Jacks, Kings with Queens; two Kings or two Queens are no pair.",
            "Les Valets vont par deux, les Rois avec les Dames ; deux Rois ou deux Dames ne font "
            "pas une paire.",
            {"tableau1": "JC", "tableau2": "JD", "tableau3": "KH", "tableau4": "QS",
             "tableau5": "KS", "tableau6": "QD"},
            select=("tableau3", 1), legal=("t1-t2", "t3-t4", "t3-t6", "t5-t4"),
            refused={"t3-t5": "pair_sum", "t4-t6": "pair_sum", "t1-t3": "pair_sum"}),
    example("The reserve's top card pairs with a pile's top card, either way round; the card under "
            "it waits.",
            "La carte du dessus de la réserve fait une paire avec celle d'une pile, dans un sens "
            "comme dans l'autre ; la carte en dessous attend.",
            {"reserve1": "8D 3S", "tableau1": "8H", "tableau2": "3C"},
            select=("reserve1", 1), legal=("r1-t1", "t1-r1"),
            refused={"r1-t2": "pair_sum", "r1-t1x2": "single_card_move"}),
    example("Empty piles and the empty reserve stay empty.",
            "Les piles vides et la réserve vide restent vides.",
            {"reserve1": "", "tableau1": "KC", "tableau2": ""},
            select=("tableau1", 1), refused={"t1-t2": "pair_removal", "t1-r1": "pair_removal",
                                             "t1-f1": "pair_removal"}),
]
