"""Prepared positions of the game declared in :mod:`solitaire_nb.games.camelot`."""

from __future__ import annotations

from ...games.camelot import REMOVING
from ..examples import example

_PAIRS = {"tableau1": "KS", "tableau2": "QH", "tableau3": "QC", "tableau4": "KD", "tableau5": "JS",
          "tableau6": "4H", "tableau7": "6C", "tableau8": "JD", "tableau9": "JC", "tableau10": "TD",
          "tableau11": "9S", "tableau12": "JH", "tableau13": "KC", "tableau14": "AD",
          "tableau15": "QS", "tableau16": "5D", "stock": "(2C) (3C)"}


EXAMPLES = [
    example("First phase: the King on the waste goes only into an empty corner.",
            "Première phase : le Roi de la défausse ne va que dans un coin vide.",
            {"waste": "KH", "tableau1": "5C", "tableau6": "7D", "stock": "(2C) (3C)"},
            select=("waste", 1), legal=("w-t4", "w-t13", "w-t16"),
            refused={"w-t1": "camelot_places", "w-t2": "camelot_places", "w-t6": "camelot_places",
                     "deal": "camelot_deal", "t6-f1": "camelot_phases"}),
    example("A Queen goes into a middle cell of the top or bottom row, a Jack into a middle cell of "
            "the left or right column; other cards go anywhere.",
            "Une Dame va dans une case du milieu de la rangée du haut ou du bas, un Valet dans une "
            "case du milieu de la colonne de gauche ou de droite ; les autres cartes vont partout.",
            {"waste": "QS", "stock": "(2C) (3C)"},
            select=("waste", 1), legal=("w-t2", "w-t3", "w-t14", "w-t15"),
            refused={"w-t5": "camelot_places", "w-t1": "camelot_places", "w-t6": "camelot_places"}),
    example("Second phase (the grid is full): 4H and 6C add up to ten and leave together; TD leaves "
            "alone; court cards never move.",
            "Deuxième phase (la grille est pleine) : 4H et 6C font dix et partent ensemble ; TD part "
            "seul ; les figures ne bougent jamais.",
            _PAIRS, state={REMOVING: True},
            select=("tableau6", 1), legal=("t6-t7", "t7-t6", "t11-t14", "t10-f1"),
            refused={"t6-t11": "pair_sum", "t1-t2": "camelot_courts_stay",
                     "t6-f1": "removed_alone", "deal": "camelot_deal"}),
]
