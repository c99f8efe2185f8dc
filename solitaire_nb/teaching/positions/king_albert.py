"""Prepared positions of the game declared in :mod:`solitaire_nb.games.king_albert`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build down in alternate colours; a sequence moves as one unit.",
            "On construit en descendant par couleur (rouge et noir) alternée ; une suite se déplace d'un "
            "bloc.",
            {"tableau1": "(4C) 9S 8H 7C", "tableau2": "TD", "tableau3": "TS", "tableau4": "9D"},
            select=("tableau1", 3), legal=("t1-t2x3",),
            refused={"t1-t3x3": "build_alternate_colour", "t1-t2x2": "build_down",
                     "t1-t2x4": "face_down"}),
    example("Any card or sequence may fill an empty pile.",
            "N'importe quelle carte ou suite peut occuper une pile vide.",
            {"tableau1": "(2D) 6H 5S", "tableau2": ""},
            select=("tableau1", 2), legal=("t1-t2x2", "t1-t2")),
    example("Reserve cards play onto the tableau or the foundations; nothing goes onto a reserve.",
            "Les cartes de la réserve vont au tableau ou sur les fondations ; rien ne va sur une "
            "réserve.",
            {"reserve1": "8D", "reserve2": "2H", "reserve3": "", "foundation1": "AH", "tableau1": "9C"},
            select=("reserve1", 1), legal=("r1-t1", "r2-f1"),
            refused={"t1-r3": "reserve", "t1-r1": "reserve"}),
    example("Foundations build up by suit from the Ace; their top card stays in play.",
            "Les fondations montent dans la même couleur à partir de l'As ; leur carte du dessus reste "
            "en jeu.",
            {"foundation1": "AH 2H", "tableau1": "3H", "tableau2": "3S", "tableau3": "3C"},
            select=("tableau1", 1), legal=("t1-f1", "f1-t2"),
            refused={"t2-f1": "build_by_suit", "t3-f2": "base_card"}),
]
