"""Prepared positions of the game declared in :mod:`solitaire_nb.games.agnes`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build down by colour: 7H goes on 8D (both red), not on 8S; a King may go on an Ace of "
            "its colour.",
            "On construit en descendant par couleur (rouge et noir) : 7H va sur 8D (deux rouges), "
            "pas sur 8S ; un Roi peut aller sur un As de sa couleur.",
            {"tableau1": "(4C) 7H", "tableau2": "8D", "tableau3": "8S", "tableau4": "AD",
             "tableau5": "KH", "tableau6": "KS"},
            state={"base_rank": 5}, select=("tableau1", 1), legal=("t1-t2", "t5-t4"),
            refused={"t1-t3": "build_by_colour", "t6-t4": "build_by_colour", "t1-t4": "build_down"}),
    example("Base rank Five: 6S 5C 4S is a sequence of one colour, but nothing lying on the 5C "
            "moves with it: 4S moves alone, 5C 4S and 6S 5C 4S cannot move together.",
            "Rang de base Cinq : 6S 5C 4S est une suite d'une même couleur, mais rien de ce qui est "
            "posé sur le 5C ne part avec lui : 4S se déplace seul, 5C 4S et 6S 5C 4S ne peuvent pas "
            "se déplacer ensemble.",
            {"tableau1": "(2D) 6S 5C 4S", "tableau2": "6C", "tableau3": "5S", "tableau4": "7C"},
            state={"base_rank": 5}, select=("tableau1", 1), legal=("t1-t3",),
            refused={"t1-t2x2": "agnes_sequence_stops_at_base",
                     "t1-t4x3": "agnes_sequence_stops_at_base"}),
    example("A sequence of one colour, in descending order, moves together.",
            "Une suite d'une même couleur (rouge ou noir), en ordre descendant, se déplace d'un bloc.",
            {"tableau1": "(2D) 9H 8D 7H", "tableau2": "TD", "tableau3": "TS"},
            state={"base_rank": 5}, select=("tableau1", 3), legal=("t1-t2x3",),
            refused={"t1-t3x3": "build_by_colour"}),
    example("An empty pile cannot be filled by a move: only the next deal puts a card there.",
            "Une pile vide ne peut pas être remplie par un coup : seule la prochaine distribution y "
            "pose une carte.",
            {"tableau1": "", "tableau2": "(3C) KC", "stock": "(2S) (3S) (4S) (5S) (6S) (7S) (8S)"},
            state={"base_rank": 5}, legal=("deal",), refused={"t2-t1": "empty_never"}),
    example("Foundations start with the base rank (here Five) and go up by suit, an Ace after a "
            "King; their top card may come back to the tableau.",
            "Les fondations commencent au rang de base (ici Cinq) et montent par couleur, l'As après "
            "le Roi ; leur carte du dessus peut revenir au tableau.",
            {"foundation1": "5D", "foundation2": "5C 6C 7C 8C 9C TC JC QC KC", "tableau1": "5H",
             "tableau2": "AC",
             "tableau3": "6H", "tableau4": "6D", "tableau5": "AS"},
            state={"base_rank": 5}, legal=("t1-f3", "t2-f2", "t4-f1", "f1-t3"),
            refused={"t3-f3": "base_card", "t5-f2": "build_by_suit", "t3-f1": "build_by_suit"}),
]
