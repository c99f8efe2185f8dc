"""Prepared positions of the game declared in :mod:`solitaire_nb.games.jamestown`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Two cards of the same rank make a pair, whatever their suits: 7H with 7S, QD with QC. "
            "7H and 8H do not.",
            "Deux cartes de même rang forment une paire, quelles que soient leurs couleurs : 7H "
            "avec 7S, QD avec QC. 7H et 8H, non.",
            {"tableau1": "7H", "tableau2": "8H", "tableau3": "7S", "tableau4": "QD", "tableau5": "QC",
             "tableau6": "3S", "tableau7": "TD", "tableau8": "AH", "tableau9": "5C"},
            select=("tableau1", 1), legal=("t1-t3", "t3-t1", "t4-t5"),
            refused={"t1-t2": "pair_same_rank", "t7-t8": "pair_same_rank"}),
    example("No card leaves alone, and the stock only refills the cells: taking 7H and 7S away "
            "puts the stock's top card where 7H was, the next one where 7S was.",
            "Aucune carte ne part seule, et la pioche ne fait que remplir les cases : retirer 7H "
            "et 7S met la carte du dessus de la pioche où était 7H, la suivante où était 7S.",
            {"tableau1": "7H", "tableau2": "8H", "tableau3": "7S", "tableau4": "QD", "tableau5": "KC",
             "tableau6": "3S", "tableau7": "TD", "tableau8": "AH", "tableau9": "5C",
             "stock": "(2C) (QS) (JH)"},
            select=("tableau1", 1), legal=("t1-t3",),
            refused={"t5-f1": "pair_removal", "deal": "stock_refills_cells",
                     "t4-t5": "pair_same_rank"}),
]
