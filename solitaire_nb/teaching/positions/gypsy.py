"""Prepared positions of the game declared in :mod:`solitaire_nb.games.gypsy`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build down in alternate colours; a sequence moves as one unit.",
            "On construit en descendant par couleur (rouge et noir) alternée ; une suite se déplace d'un "
            "bloc.",
            {"tableau1": "(3C) (4D) 9S 8H 7C", "tableau2": "TD", "tableau3": "9C", "tableau4": "TC"},
            select=("tableau1", 3), legal=("t1-t2x3", "t1-t3x2"),
            refused={"t1-t4x3": "build_alternate_colour", "t1-t2x2": "build_down",
                     "t1-t2x4": "face_down"}),
    example("Any card or sequence fills an empty pile.",
            "N'importe quelle carte ou suite occupe une pile vide.",
            {"tableau1": "", "tableau2": "(5C) 6D 5S"},
            select=("tableau2", 2), legal=("t2-t1x2", "t2-t1x1")),
    example("Two decks, eight foundations: each starts with an Ace and goes up by suit; the top card "
            "may come back to the tableau.",
            "Deux paquets, huit fondations : chacune commence par un As et monte par couleur ; la "
            "carte du dessus peut revenir au tableau.",
            {"foundation1": "AH 2H", "foundation2": "AH", "tableau1": "2H", "tableau2": "3C",
             "tableau3": "2S"},
            legal=("t1-f2", "f1-t2"), refused={"t3-f2": "build_by_suit", "t2-f3": "base_card",
                                               "t1-f1": "build_up"}),
    example("A click deals one card onto every pile, even an empty one, whenever you like.",
            "Un clic distribue une carte sur chaque pile, même vide, quand vous le voulez.",
            {"stock": "(2C) (3C) (4C) (5C) (6C) (7C) (8C) (9C)", "tableau1": "", "tableau2": "KS"},
            legal=("deal",), refused={"redeal": "redeal"}),
]
