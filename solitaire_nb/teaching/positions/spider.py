"""Prepared positions of the game declared in :mod:`solitaire_nb.games.spider`."""

from __future__ import annotations

from ..examples import example

RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"


FULL = {f"tableau{i}": card for i, card in enumerate("5C 6D 7H 8S 9C TD JH QS KC AD".split(), 1)}


STOCK = "(2C) (3C) (4C) (2D) (3D) (4D) (2H) (3H) (4H) (2S)"


EXAMPLES = [
    example("Build down regardless of suit: 8H and 8S both go on 9S; 7D does not.",
            "On construit en descendant quelle que soit la couleur : 8H et 8S vont tous deux sur "
            "9S ; 7D non.",
            {"tableau1": "(4C) 9S", "tableau2": "(2D) 8H", "tableau3": "8S", "tableau4": "7D"},
            select=("tableau2", 1), legal=("t2-t1", "t3-t1"), refused={"t4-t1": "build_down"}),
    example("Only a run of one suit moves as a unit: 9S 8S 7S goes on a Ten; 8H 7S stays, but its "
            "7S may move alone.",
            "Seule une suite d'une même couleur se déplace d'un bloc : 9S 8S 7S va sur un Dix ; "
            "8H 7S ne bouge pas ensemble, mais 7S peut partir seul.",
            {"tableau1": "(4C) 9S 8S 7S", "tableau2": "TD", "tableau3": "(3C) 9C 8H 7S",
             "tableau4": "8D"},
            select=("tableau1", 3), legal=("t1-t2x3", "t1-t4", "t3-t4"),
            refused={"t3-t2x2": "same_suit_sequence_move", "t1-t2x4": "face_down"}),
    example("An empty pile takes any card or run of one suit.",
            "Une pile vide reçoit n'importe quelle carte ou suite d'une même couleur.",
            {"tableau1": "", "tableau2": "(4C) 6H 5H", "tableau3": "(2D) 3C"},
            select=("tableau2", 2), legal=("t2-t1x2", "t2-t1", "t3-t1")),
    example("A complete run, King down to Ace of one suit, goes to an empty foundation, all "
            "thirteen cards at once; a single card or a shorter run may not.",
            "Une suite complète, du Roi à l'As d'une même couleur, va sur une fondation vide, les "
            "treize cartes d'un coup ; une carte seule ou une suite plus courte, non.",
            {"tableau1": f"(4C) {RUN}", "tableau2": "(5D) 3H 2H AH", "foundation1": ""},
            select=("tableau1", 13), legal=("t1-f1x13",),
            refused={"t1-f1x12": "complete_run_to_foundation", "t2-f1": "complete_run_to_foundation",
                     "t2-f1x3": "complete_run_to_foundation"}),
    example("Cards on a foundation are out of play, and a foundation takes one run only.",
            "Les cartes d'une fondation sont hors jeu, et une fondation ne reçoit qu'une suite.",
            {"foundation1": RUN, "tableau1": "2H", "tableau2": RUN.replace("S", "H")},
            legal=("t2-f2x13",),
            refused={"f1-t1": "out_of_play", "t2-f1x13": "complete_run_to_foundation"}),
    example("A click on the stock deals one card face up onto each of the ten piles.",
            "Un clic sur la pioche distribue une carte face visible sur chacune des dix piles.",
            {"stock": STOCK, **FULL}, legal=("deal",)),
    example("The stock does not deal while a pile is empty: fill it first.",
            "La pioche ne distribue pas tant qu'une pile est vide : remplissez-la d'abord.",
            {"stock": STOCK, **FULL, "tableau10": "", "tableau9": "9C 8D"},
            legal=("t9-t10",), refused={"deal": "deal_to_each_pile"}),
    example("With one suit, every card is a Spade: every run is a run of one suit.",
            "Avec une couleur, toutes les cartes sont des Piques : toute suite est d'une même couleur.",
            {"tableau1": "(4S) 9S 8S 7S", "tableau2": "TS"}, options={"suits": 1},
            select=("tableau1", 3), legal=("t1-t2x3",)),
]
