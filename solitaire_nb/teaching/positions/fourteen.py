"""Prepared positions of the game declared in :mod:`solitaire_nb.games.fourteen`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Two top cards whose ranks add up to fourteen are removed together: 9S on 5H, or 5H "
            "on 9S; 9S and 4D make only thirteen.",
            "Deux cartes du dessus dont la somme fait quatorze sont enlevées ensemble : 9S sur 5H, "
            "ou 5H sur 9S ; 9S et 4D ne font que treize.",
            {"tableau1": "2C 9S", "tableau2": "5H", "tableau3": "4D"},
            select=("tableau1", 1), legal=("t1-t2", "t2-t1"),
            refused={"t1-t3": "pair_sum"}),
    example("Ace and King, Two and Queen, Three and Jack, two Sevens: each pair makes fourteen.",
            "As et Roi, Deux et Dame, Trois et Valet, deux Sept : chaque paire fait quatorze.",
            {"tableau1": "AC", "tableau2": "KD", "tableau3": "2H", "tableau4": "QS",
             "tableau5": "3S", "tableau6": "JH", "tableau7": "7C", "tableau8": "7D"},
            select=("tableau1", 1), legal=("t1-t2", "t3-t4", "t5-t6", "t7-t8"),
            refused={"t1-t4": "pair_sum", "t2-t6": "pair_sum"}),
    example("Only top cards play: the 5C under the 8D cannot pair with the 9H; an empty pile stays "
            "empty.",
            "Seules les cartes du dessus se jouent : le 5C sous le 8D ne peut pas faire une paire "
            "avec le 9H ; une pile vide reste vide.",
            {"tableau1": "5C 8D", "tableau2": "9H", "tableau3": "6S", "tableau4": ""},
            select=("tableau3", 1), legal=("t3-t1",),
            refused={"t1-t2x2": "single_card_move", "t1-t4": "pair_removal",
                     "t1-f1": "pair_removal"}),
]
