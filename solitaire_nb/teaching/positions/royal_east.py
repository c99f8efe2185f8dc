"""Prepared positions of the game declared in :mod:`solitaire_nb.games.royal_east`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build down regardless of suit: 7H goes on 8S or 8D, not on 9C; a King may go on an Ace.",
            "On construit en descendant quelle que soit la couleur : 7H va sur 8S ou 8D, pas sur 9C ; "
            "un Roi peut aller sur un As.",
            {"tableau1": "7H", "tableau2": "8S", "tableau3": "8D", "tableau4": "9C", "tableau5": "AD",
             "waste": "KH"},
            state={"base_rank": 5}, select=("tableau1", 1), legal=("t1-t2", "t1-t3", "w-t5"),
            refused={"t1-t4": "build_down"}),
    example("Only one card moves at a time.",
            "Une seule carte se déplace à la fois.",
            {"tableau1": "9C 8H", "tableau2": "TD", "tableau3": "9S", "tableau4": "4C", "tableau5": "QD"},
            state={"base_rank": 5}, select=("tableau1", 1), legal=("t1-t3",),
            refused={"t1-t2x2": "single_card_move"}),
    example("Any card may fill an empty pile.",
            "N'importe quelle carte peut occuper une pile vide.",
            {"tableau1": "", "tableau2": "QH", "tableau3": "5D", "tableau4": "4C", "tableau5": "JD",
             "waste": "3D"},
            state={"base_rank": 9}, select=("waste", 1), legal=("w-t1", "t2-t1")),
    example("Foundations start with the base rank (here Five) and go up by suit, an Ace after a King; "
            "their cards are out of play.",
            "Les fondations commencent au rang de base (ici Cinq) et montent par couleur, l'As après le "
            "Roi ; leurs cartes sont hors jeu.",
            {"foundation1": "5D", "foundation2": "5C 6C 7C 8C 9C TC JC QC KC", "tableau1": "5H",
             "tableau2": "AC",
             "tableau3": "2D", "tableau4": "9S", "tableau5": "JS", "waste": "6S"},
            state={"base_rank": 5}, legal=("t1-f3", "t2-f2"),
            refused={"w-f3": "base_card", "f2-t3": "out_of_play"}),
    example("One card at a time from the stock; there is no redeal.",
            "Une carte à la fois depuis la pioche ; pas de redistribution.",
            {"waste": "9H 4C", "tableau1": "5S", "tableau2": "JD", "tableau3": "QS", "tableau4": "7S",
             "tableau5": "2H"},
            state={"base_rank": 5}, refused={"redeal": "redeal"}),
]
