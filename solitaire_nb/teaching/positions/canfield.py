"""Prepared positions of the game declared in :mod:`solitaire_nb.games.canfield`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build down in alternate colours: 7H goes on 8S, not on 8D; a black King may go on a "
            "red Ace.",
            "On construit en descendant par couleur (rouge et noir) alternée : 7H va sur 8S, pas sur 8D ; "
            "un Roi "
            "noir peut aller sur un As rouge.",
            {"tableau1": "7H", "tableau2": "8S", "tableau3": "8D", "tableau4": "AD", "waste": "KS",
             "reserve1": "(3C) 2C"},
            state={"base_rank": 5}, select=("tableau1", 1), legal=("t1-t2", "w-t4"),
            refused={"t1-t3": "build_alternate_colour", "t2-t3": "build_down"}),
    example("A built sequence moves together.",
            "Une suite construite se déplace d'un bloc.",
            {"tableau4": "KS", "tableau1": "9C 8H 7S", "tableau2": "TD", "tableau3": "TS",
             "reserve1": "(3C) 2C"},
            state={"base_rank": 5}, select=("tableau1", 3), legal=("t1-t2x3",),
            refused={"t1-t3x3": "build_alternate_colour"}),
    example("The top card of the reserve plays; nothing goes onto the reserve.",
            "La carte du dessus de la réserve se joue ; rien ne va sur la réserve.",
            {"tableau3": "KS", "tableau4": "QD", "reserve1": "(3C) (9D) 6H", "tableau1": "7C",
             "tableau2": "4S"},
            state={"base_rank": 5}, select=("reserve1", 1), legal=("r1-t1",),
            refused={"t2-r1": "reserve"}),
    example("An emptied tableau pile is refilled at once from the reserve: move 4S away and 2C takes "
            "its place.",
            "Une pile du tableau vidée est aussitôt remplie depuis la réserve : déplacez le 4S et le 2C "
            "prend sa place.",
            {"tableau3": "KS", "tableau4": "QD", "tableau1": "4S", "tableau2": "5H", "reserve1": "(3C) 2C"},
            state={"base_rank": 9}, select=("tableau1", 1), legal=("t1-t2",)),
    example("Once the reserve is spent, any card or sequence may fill an empty tableau pile.",
            "Une fois la réserve épuisée, n'importe quelle carte ou suite peut occuper une pile vide "
            "du tableau.",
            {"tableau1": "", "tableau2": "QH JC", "waste": "3D"},
            state={"base_rank": 9}, select=("tableau2", 2), legal=("t2-t1x2", "w-t1")),
    example("Foundations start with the base rank (here Five) and go up by suit, an Ace after a King; "
            "their top card may come back, unless it is of the base rank.",
            "Les fondations commencent au rang de base (ici Cinq) et montent par couleur, l'As après le "
            "Roi ; leur carte du dessus peut revenir, sauf si elle est du rang de base.",
            {"tableau4": "KS", "foundation1": "5D", "foundation2": "5C 6C 7C 8C 9C TC JC QC KC",
             "tableau1": "5H", "tableau2": "AC",
             "tableau3": "AD", "waste": "6S", "reserve1": "(3C) 2C"},
            state={"base_rank": 5}, legal=("t1-f3", "t2-f2", "f2-t3"),
            refused={"w-f3": "base_card", "f1-t3": "canfield_base_stays"}),
    example("A click turns three cards onto the waste; redeals are unlimited.",
            "Un clic retourne trois cartes sur la défausse ; les redistributions sont illimitées.",
            {"stock": "(4C) (5D) (6H) (7S)", "waste": "9H"},
            state={"base_rank": 5}, legal=("deal",), refused={"redeal": "redeal"}),
]
