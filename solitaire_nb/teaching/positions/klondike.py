"""Prepared positions of the game declared in :mod:`solitaire_nb.games.klondike`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build down in alternate colours: the black Jack goes on the red Queen; the red Jack may "
            "not, and neither may a Ten.",
            "On construit en descendant par couleur (rouge et noir) alternée : le Valet noir va sur la "
            "Dame rouge ; "
            "le Valet rouge non, un Dix non plus.",
            {"tableau1": "(4D) KS QH", "tableau2": "JC", "tableau3": "JD", "tableau4": "TS"},
            select=("tableau2", 1), legal=("t2-t1",),
            refused={"t3-t1": "build_alternate_colour", "t4-t1": "build_down"}),
    example("A sequence moves as one unit when it follows the building rule: 9S 8H 7C goes on the "
            "red Ten; the face-down card is turned up afterwards.",
            "Une suite se déplace d'un bloc si elle respecte la règle de construction : 9S 8H 7C va "
            "sur le Dix rouge ; la carte cachée est ensuite retournée.",
            {"tableau1": "(5C) 9S 8H 7C", "tableau2": "TD", "tableau3": "9C"},
            select=("tableau1", 3), legal=("t1-t2x3", "t1-t3x2"),
            refused={"t1-t2x2": "build_down", "t1-t2x4": "face_down"}),
    example("Only a King, or a sequence headed by a King, may fill an empty column.",
            "Seul un Roi, ou une suite commençant par un Roi, peut occuper une colonne vide.",
            {"tableau1": "", "tableau2": "(3C) KH QS", "tableau3": "(2D) QD"},
            select=("tableau2", 2), legal=("t2-t1x2",), refused={"t3-t1": "empty_king_only"}),
    example("Each foundation starts with an Ace and is built up by suit.",
            "Chaque fondation commence par un As et se construit en montant dans la même couleur.",
            {"foundation1": "AH", "tableau1": "2H", "tableau2": "2S", "tableau3": "3H", "tableau4": "AC"},
            select=("tableau1", 1), legal=("t1-f1", "t4-f2"),
            refused={"t2-f1": "build_by_suit", "t3-f1": "build_up", "t3-f2": "base_card"}),
    example("Only the top card of the waste plays, one card at a time.",
            "Seule la carte du dessus de la défausse se joue, une carte à la fois.",
            {"waste": "5D 9C", "tableau1": "TD", "tableau2": "6S"},
            select=("waste", 1), legal=("w-t1",), refused={"w-t2x2": "single_card_move"}),
    example("Cards stay in play on the foundations: the top card may come back to the tableau.",
            "Les cartes des fondations restent en jeu : la carte du dessus peut revenir au tableau.",
            {"foundation1": "AH 2H 3H", "tableau1": "4S", "tableau2": "4H"},
            select=("foundation1", 1), legal=("f1-t1",), refused={"f1-t2": "build_alternate_colour"}),
    example("A click on the stock turns one card onto the waste; the waste is turned over only when the "
            "stock is empty.",
            "Un clic sur la pioche retourne une carte sur la défausse ; la défausse n'est retournée que "
            "lorsque la pioche est vide.",
            {"stock": "(4C) (5D)", "waste": "9H"}, legal=("deal",), refused={"redeal": "redeal"}),
    example("Drawing three: a click turns three cards; redeals are unlimited.",
            "À trois cartes : un clic en retourne trois ; les redistributions sont illimitées.",
            {"waste": "4C 5D 6H 7S"}, options={"draw": 3}, state={}, legal=("redeal",),
            refused={"deal": "deal_to_waste"}),
    example("Without redeals, an empty stock cannot be rebuilt from the waste.",
            "Sans redistribution, une pioche vide ne peut pas être refaite à partir de la défausse.",
            {"waste": "4C 5D"}, options={"redeals": 0}, refused={"redeal": "redeal"}),
]
