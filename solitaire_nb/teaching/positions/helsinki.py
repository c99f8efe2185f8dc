"""Prepared positions of the game declared in :mod:`solitaire_nb.games.helsinki`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Two cards adding up to thirteen make a pair: 6H with 7C, JD with 2S, QC with AH. "
            "6H and 6S add up to 12: no pair.",
            "Deux cartes dont la somme fait treize forment une paire : 6H avec 7C, JD avec 2S, QC "
            "avec AH. 6H et 6S font 12 : pas de paire.",
            {"tableau1": "6H", "tableau2": "7C", "tableau3": "JD", "tableau4": "2S", "tableau5": "QC",
             "tableau6": "AH", "tableau7": "6S", "tableau8": "9D", "tableau9": "TC",
             "tableau10": "5H"},
            select=("tableau1", 1), legal=("t1-t2", "t3-t4", "t5-t6", "t7-t2"),
            refused={"t1-t7": "pair_sum", "t8-t9": "pair_sum", "t1-f1": "removed_alone"}),
    example("A King leaves on its own, to the pile of removed cards; it makes no pair.",
            "Un Roi part seul, sur la pile des cartes retirées ; il ne forme pas de paire.",
            {"tableau4": "KH", "tableau5": "KD", "tableau6": "KC", "tableau7": "QH", "tableau8": "QD",
             "tableau9": "QC", "tableau10": "JS", "tableau1": "KS", "tableau2": "AD", "tableau3": "9C",
             "stock": "(2C) (QS)"},
            select=("tableau1", 1), legal=("t1-f1",),
            refused={"t1-t2": "pair_sum", "t3-f1": "removed_alone", "deal": "stock_refills_cells"}),
]
