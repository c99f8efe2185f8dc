"""Prepared positions of the game declared in :mod:`solitaire_nb.games.athena`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("A face-down card inside a pile stops a sequence: 8H moves alone onto the black Nine; "
            "it cannot take the face-down card or the 9S below with it.",
            "Une carte cachée au milieu d'une pile arrête une suite : 8H se déplace seul sur le Neuf "
            "noir ; il ne peut emporter ni la carte cachée ni le 9S du dessous.",
            {"tableau1": "(5C) 9S (4D) 8H", "tableau2": "9C", "tableau3": "TD"},
            select=("tableau1", 1), legal=("t1-t2",),
            refused={"t1-t3x3": "face_down", "t1-t3x4": "face_down"}),
    example("Build down in alternate colours; sequences move together.",
            "On construit en descendant par couleur (rouge et noir) alternée ; les suites se déplacent "
            "ensemble.",
            {"tableau1": "(3C) 9S 8H", "tableau2": "TD", "tableau3": "TH 9H", "tableau4": "JS"},
            select=("tableau1", 2), legal=("t1-t2x2",),
            refused={"t1-t3": "build_alternate_colour", "t1-t4x2": "build_down"}),
    example("Only a King, or a sequence headed by a King, fills an empty pile.",
            "Seul un Roi, ou une suite commençant par un Roi, occupe une pile vide.",
            {"tableau1": "", "tableau2": "(2C) KD QS", "tableau3": "(7H) QH"},
            select=("tableau2", 2), legal=("t2-t1x2",), refused={"t3-t1": "empty_king_only"}),
    example("Foundations start with an Ace and go up by suit; their top card may come back.",
            "Les fondations commencent par un As et montent par couleur ; leur carte du dessus peut "
            "revenir.",
            {"foundation1": "AS 2S", "tableau1": "3S", "tableau2": "3C", "tableau3": "3D",
             "tableau4": "(9C) 5C"},
            select=("tableau1", 1), legal=("t1-f1", "f1-t3"),
            refused={"t2-f1": "build_by_suit", "t3-f2": "base_card", "f1-t4": "build_down"}),
    example("The stock turns one card onto the waste; only the top waste card plays.",
            "La pioche retourne une carte sur la défausse ; seule la carte du dessus de la défausse "
            "se joue.",
            {"stock": "(4C) (5D)", "waste": "2H 9C", "tableau1": "TH"},
            legal=("deal", "w-t1"), refused={"redeal": "redeal", "w-t1x2": "single_card_move"}),
    example("Two redeals: once both are used, an empty stock stays empty.",
            "Deux redistributions : une fois utilisées, la pioche vide le reste.",
            {"waste": "4C 5D"}, legal=("redeal",)),
    example("With the three-card option, a click turns three cards; still two redeals.",
            "Avec l'option à trois cartes, un clic en retourne trois ; toujours deux redistributions.",
            {"stock": "(4C) (5D) (6H) (7S)"}, options={"draw": 3}, legal=("deal",),
            refused={"redeal": "redeal"}),
]
