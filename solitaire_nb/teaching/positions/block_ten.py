"""Prepared positions of the game declared in :mod:`solitaire_nb.games.block_ten`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Two cards adding up to ten make a pair (an Ace counts one): 4H with 6C, 9S with AD. "
            "5D and 8C add up to 13: no pair.",
            "Deux cartes dont la somme fait dix forment une paire (l'As compte un) : 4H avec 6C, "
            "9S avec AD. 5D et 8C font 13 : pas de paire.",
            {"tableau1": "4H", "tableau2": "6C", "tableau3": "9S", "tableau4": "AD", "tableau5": "5D",
             "tableau6": "8C", "tableau7": "TS", "tableau8": "2H", "tableau9": "7C"},
            select=("tableau1", 1), legal=("t1-t2", "t3-t4", "t4-t3"),
            refused={"t5-t6": "pair_sum", "t1-t5": "pair_sum"}),
    example("Two Jacks, two Queens or two Kings make a pair; a Jack and a Queen do not.",
            "Deux Valets, deux Dames ou deux Rois forment une paire ; un Valet et une Dame, non.",
            {"tableau1": "JD", "tableau2": "JC", "tableau3": "QH", "tableau4": "QS", "tableau5": "KD",
             "tableau6": "KH"},
            select=("tableau1", 1), legal=("t1-t2", "t3-t4", "t5-t6"),
            refused={"t1-t3": "pair_sum", "t4-t5": "pair_sum"}),
    example("A Ten never makes a pair, not even with another Ten, and never leaves alone.",
            "Un Dix ne forme jamais de paire, pas même avec un autre Dix, et ne part jamais seul.",
            {"tableau1": "TS", "tableau2": "TH", "tableau3": "KC", "tableau4": "AS"},
            select=("tableau1", 1),
            refused={"t1-t2": "pair_sum", "t1-t4": "pair_sum", "t1-f1": "pair_removal",
                     "t3-f1": "pair_removal"}),
    example("The stock only refills the cells: taking 4H and 6C away puts the stock's top card "
            "where 4H was and the next one where 6C was; clicking the stock deals nothing.",
            "La pioche ne fait que remplir les cases : retirer 4H et 6C met la carte du dessus de "
            "la pioche où était 4H et la suivante où était 6C ; cliquer sur la pioche ne "
            "distribue rien.",
            {"tableau1": "QD", "tableau2": "6C", "tableau3": "TS", "tableau4": "4H",
             "tableau5": "3D", "tableau6": "8S", "tableau7": "9H", "tableau8": "5C", "tableau9": "7D",
             "stock": "(2C) (QS) (JH)"},
            select=("tableau4", 1), legal=("t4-t2", "t5-t9"),
            refused={"deal": "stock_refills_cells", "t2-stock": "stock", "t6-t8": "pair_sum"}),
]
