"""Prepared positions of the game declared in :mod:`solitaire_nb.games.kansas`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build down regardless of suit: 7H goes on 8S or 8D, not on 9C; a King may go on an Ace.",
            "On construit en descendant quelle que soit la couleur : 7H va sur 8S ou 8D, pas sur 9C ; "
            "un Roi peut aller sur un As.",
            {"tableau1": "7H", "tableau2": "8S", "tableau3": "AD 9C", "waste": "KH",
             "reserve1": "(3C) 8D"},
            state={"base_rank": 5}, select=("tableau1", 1), legal=("t1-t2", "r1-t3"),
            refused={"t1-t3": "build_down"}),
    example("A built sequence moves together; a King goes on an Ace.",
            "Une suite construite se déplace d'un bloc ; un Roi va sur un As.",
            {"tableau1": "KC QC JD", "tableau2": "AH", "tableau3": "TS", "reserve1": "(3C) 2C"},
            state={"base_rank": 5}, select=("tableau1", 3), legal=("t1-t2x3",),
            refused={"t1-t3x3": "build_down"}),
    example("An emptied tableau pile is refilled at once from the reserve: move 4S away and 2C takes "
            "its place; nothing goes onto the reserve.",
            "Une pile du tableau vidée est aussitôt remplie depuis la réserve : déplacez le 4S et le 2C "
            "prend sa place ; rien ne va sur la réserve.",
            {"tableau1": "4S", "tableau2": "5S", "tableau3": "JD", "reserve1": "(3C) 2C"},
            state={"base_rank": 9}, select=("tableau1", 1), legal=("t1-t2",),
            refused={"t1-r1": "reserve"}),
    example("Once the reserve is spent, only the top card of the waste may fill an empty pile.",
            "Une fois la réserve épuisée, seule la carte du dessus de la défausse peut occuper une pile "
            "vide.",
            {"tableau1": "", "tableau2": "QH JC", "tableau3": "5D", "waste": "3D"},
            state={"base_rank": 9}, select=("waste", 1), legal=("w-t1",),
            refused={"t2-t1x2": "empty_from_waste", "t3-t1": "empty_from_waste"}),
    example("Foundations start with the base rank (here Five) and go up by suit, an Ace after a King; "
            "their cards are out of play.",
            "Les fondations commencent au rang de base (ici Cinq) et montent par couleur, l'As après le "
            "Roi ; leurs cartes sont hors jeu.",
            {"foundation1": "5D", "foundation2": "5C 6C 7C 8C 9C TC JC QC KC", "tableau1": "5H",
             "tableau2": "AC",
             "tableau3": "2D", "waste": "6S", "reserve1": "(3C) 2C"},
            state={"base_rank": 5}, legal=("t1-f3", "t2-f2"),
            refused={"w-f3": "base_card", "f2-t3": "out_of_play"}),
    example("One card at a time from the stock; there is no redeal.",
            "Une carte à la fois depuis la pioche ; pas de redistribution.",
            {"waste": "9H 4C", "tableau1": "5S", "tableau2": "JD", "tableau3": "QS", "reserve1": "(3C) 2C"},
            state={"base_rank": 5}, refused={"redeal": "redeal"}),
]
