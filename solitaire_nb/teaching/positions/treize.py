"""Prepared positions of the game declared in :mod:`solitaire_nb.games.treize`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Two free cards adding up to 13 leave together: 8S with 5D. 8S and 6C make 14; 3H is "
            "covered.",
            "Deux cartes libres dont la somme fait treize partent ensemble : 8S avec 5D. 8S et 6C "
            "font quatorze ; 3H est couverte.",
            {"tableau22": "8S", "tableau23": "5D", "tableau24": "6C", "tableau16": "3H",
             "tableau17": "TH"},
            select=("tableau22", 1), legal=("t22-t23", "t23-t22"),
            refused={"t22-t24": "pair_sum", "t16-t24": "free_card", "t24-t17": "free_card"}),
    example("A card never pairs with a card it lies on: 5D covers 8C, which is not free.",
            "Une carte ne fait jamais paire avec une carte qu'elle recouvre : 5D couvre 8C, qui "
            "n'est pas libre.",
            {"tableau16": "8C", "tableau23": "5D", "waste1": "5S"},
            select=("tableau23", 1), legal=(),
            refused={"t23-t16": "free_card", "w1-t16": "free_card"}),
    example("Both the oldest card (waste 1) and the top card (waste 2) of the waste play; the top "
            "card also pairs with the card under it.",
            "La plus ancienne carte (défausse 1) et celle du dessus (défausse 2) de la défausse se "
            "jouent ; celle du dessus fait aussi paire avec la carte juste en dessous.",
            {"waste1": "4C", "waste2": "7S 4D 9D", "tableau22": "9H", "tableau23": "4S"},
            select=("waste2", 1), legal=("w1-t22", "w2-t23", "w2-w1", "w1-w2", "w2-w2"),
            refused={"w2-t22": "pair_sum", "w1-w1": "pair_removal"}),
    example("A King leaves alone, from the pyramid or from either waste slot.",
            "Un Roi part seul, de la pyramide ou de l'une ou l'autre case de la défausse.",
            {"tableau22": "KH", "waste1": "KS", "waste2": "QD KD", "tableau23": "QC"},
            select=("tableau22", 1), legal=("t22-f1", "w1-f1", "w2-f1"),
            refused={"t23-f1": "removed_alone"}),
]
