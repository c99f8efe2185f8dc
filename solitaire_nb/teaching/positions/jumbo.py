"""Prepared positions of the game declared in :mod:`solitaire_nb.games.jumbo`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build down in alternate colours; a sequence moves as one unit.",
            "On construit en descendant par couleur (rouge et noir) alternée ; une suite se déplace d'un "
            "bloc.",
            {"tableau1": "(3S) (4S) 8C 7D", "tableau2": "9H", "tableau3": "9S", "tableau4": "8S"},
            select=("tableau1", 2), legal=("t1-t2x2", "t1-t4"),
            refused={"t1-t3x2": "build_alternate_colour", "t1-t2x1": "build_down"}),
    example("Two decks: two foundations may hold the same suit; each starts with an Ace.",
            "Deux paquets : deux fondations peuvent porter la même couleur ; chacune commence par "
            "un As.",
            {"foundation1": "AS 2S", "foundation2": "AS", "tableau1": "2S", "tableau2": "3S",
             "tableau3": "2C"},
            legal=("t1-f2", "t2-f1"), refused={"t1-f1": "build_up", "t3-f2": "build_by_suit",
                                               "t3-f3": "base_card"}),
    example("Only a King, or a sequence headed by a King, fills an empty pile.",
            "Seul un Roi, ou une suite commençant par un Roi, occupe une pile vide.",
            {"tableau1": "", "tableau2": "(6C) KS QH", "tableau3": "(2D) QC"},
            select=("tableau2", 2), legal=("t2-t1x2",), refused={"t3-t1": "empty_king_only"}),
    example("Foundation cards stay in play: the top card may come back to the tableau.",
            "Les cartes des fondations restent en jeu : la carte du dessus peut revenir au tableau.",
            {"foundation1": "AD 2D 3D", "tableau1": "4C", "tableau2": "4D"},
            select=("foundation1", 1), legal=("f1-t1",), refused={"f1-t2": "build_alternate_colour"}),
    example("One card at a time from the stock; one redeal when the stock is empty.",
            "Une carte à la fois depuis la pioche ; une redistribution quand la pioche est vide.",
            {"stock": "(JD)", "waste": "5H 6C", "tableau1": "7D"},
            legal=("deal", "w-t1"), refused={"redeal": "redeal", "w-t1x2": "single_card_move"}),
    example("The redeal, once the stock is empty.",
            "La redistribution, une fois la pioche vide.",
            {"waste": "5H 6C"}, legal=("redeal",), refused={"deal": "deal_to_waste"}),
]
