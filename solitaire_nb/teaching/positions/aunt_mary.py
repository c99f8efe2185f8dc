"""Prepared positions of the game declared in :mod:`solitaire_nb.games.aunt_mary`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build down in alternate colours: any part of a face-up sequence moves with the cards "
            "on it.",
            "On construit en descendant par couleur (rouge et noir) alternée : toute partie d'une suite "
            "visible "
            "se déplace avec les cartes posées dessus.",
            {"tableau1": "(2C) JD TS 9H", "tableau2": "TC", "tableau3": "JH", "tableau4": "TH"},
            select=("tableau1", 1), legal=("t1-t2", "t1-t3x2"),
            refused={"t1-t4": "build_alternate_colour", "t1-t2x2": "build_down",
                     "t1-t3x4": "face_down"}),
    example("Only a King, or a sequence headed by a King, fills an empty pile.",
            "Seul un Roi, ou une suite commençant par un Roi, occupe une pile vide.",
            {"tableau1": "", "tableau2": "(4D) KC QD", "tableau3": "QS"},
            select=("tableau2", 2), legal=("t2-t1x2",), refused={"t3-t1": "empty_king_only"}),
    example("Foundations go up by suit from the Ace; their top card may come back to the tableau.",
            "Les fondations montent par couleur depuis l'As ; leur carte du dessus peut revenir au "
            "tableau.",
            {"foundation1": "AD 2D", "waste": "3D", "tableau1": "3C", "tableau2": "3H"},
            legal=("w-f1", "f1-t1"), refused={"t2-f1": "build_by_suit", "t2-f2": "base_card"}),
    example("The stock turns one card at a time; the waste is turned over only when the stock is "
            "empty.",
            "La pioche retourne une carte à la fois ; la défausse n'est retournée que lorsque la "
            "pioche est vide.",
            {"stock": "(8C)", "waste": "2S 7H", "tableau1": "8S"},
            legal=("deal", "w-t1"), refused={"redeal": "redeal", "w-t1x2": "single_card_move"}),
]
