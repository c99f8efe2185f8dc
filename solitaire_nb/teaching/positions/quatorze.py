"""Prepared positions of the game declared in :mod:`solitaire_nb.games.quatorze`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Cards adding up to 14 in the same row or column make a pair, however far apart: 5C "
            "pairs with 9D at the end of its row and with 9H at the bottom of its column, not with "
            "9S on a diagonal nor with 8S (5 + 8 = 13).",
            "Des cartes dont la somme fait 14 dans la même rangée ou colonne forment une paire, à "
            "n'importe quelle distance : 5C va avec 9D au bout de sa rangée et avec 9H en bas de sa "
            "colonne, pas avec 9S en diagonale ni avec 8S (5 + 8 = 13).",
            {"tableau1": "5C", "tableau2": "8S", "tableau5": "9D", "tableau7": "9S",
             "tableau21": "9H", "stock": "(2S)"},
            select=("tableau1", 1), legal=("t1-t5", "t1-t21"),
            refused={"t1-t7": "pair_in_line", "t1-t2": "pair_sum"}),
    example("Ace and King, 3 and Jack, two 7s add up to 14.",
            "As et Roi, 3 et Valet, deux 7 font 14.",
            {"tableau1": "AH", "tableau2": "KS", "tableau3": "3D", "tableau4": "JC", "tableau6": "7C",
             "tableau11": "7D", "stock": "(2S)"},
            legal=("t1-t2", "t3-t4", "t6-t11"), refused={"t2-t3": "pair_sum"}),
    example("No card goes to the removed cards alone, and an empty slot takes no card.",
            "Aucune carte ne va seule parmi les cartes retirées, et un emplacement vide ne prend "
            "aucune carte.",
            {"tableau1": "KC", "tableau2": "AD", "stock": "(2S)"},
            select=("tableau1", 1), legal=("t1-t2",),
            refused={"t1-f1": "pair_removal", "t1-t3": "pair_removal"}),
]
