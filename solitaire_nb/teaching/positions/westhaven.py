"""Prepared positions of the game declared in :mod:`solitaire_nb.games.westhaven`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("From a pile, move the top card alone or all its face-up cards together: 7C alone, or "
            "9S 8H 7C, but not 8H 7C.",
            "D'une pile, on déplace la carte du dessus seule ou toutes ses cartes visibles "
            "ensemble : 7C seul, ou 9S 8H 7C, mais pas 8H 7C.",
            {"tableau1": "(4C) (5D) 9S 8H 7C", "tableau2": "8D", "tableau3": "TD", "tableau4": "9C"},
            select=("tableau1", 3), legal=("t1-t2x1", "t1-t3x3"),
            refused={"t1-t4x2": "top_or_face_up_part", "t1-t2x3": "build_down",
                     "t1-t3x4": "face_down"}),
    example("Build down in alternate colours.",
            "On construit en descendant par couleur (rouge et noir) alternée.",
            {"tableau1": "(2S) 6H", "tableau2": "7S", "tableau3": "7D"},
            select=("tableau1", 1), legal=("t1-t2",), refused={"t1-t3": "build_alternate_colour"}),
    example("Any card or group fills an empty pile.",
            "N'importe quelle carte ou groupe occupe une pile vide.",
            {"tableau1": "", "tableau2": "(KD) 5C 4H", "waste": "QH"},
            select=("tableau2", 2), legal=("t2-t1x2", "t2-t1x1", "w-t1")),
    example("Foundations go up by suit from the Ace, and their cards are out of play.",
            "Les fondations montent par couleur depuis l'As, et leurs cartes sont hors jeu.",
            {"foundation1": "AH 2H", "tableau1": "3H", "tableau2": "3S", "tableau3": "3C"},
            legal=("t1-f1",), refused={"f1-t2": "out_of_play", "t2-f1": "build_by_suit",
                                       "t3-f2": "base_card"}),
    example("One card at a time from the stock; no redeal.",
            "Une carte à la fois depuis la pioche ; pas de redistribution.",
            {"stock": "(9C)", "waste": "2S 6C", "tableau1": "7H"},
            legal=("deal", "w-t1"), refused={"redeal": "redeal", "w-t1x2": "single_card_move"}),
]
