"""Prepared positions of the game declared in :mod:`solitaire_nb.games.terrace`."""

from __future__ import annotations

from ...games.terrace import LOCKED
from ..examples import example

EXAMPLES = [
    example("The first move chooses the base card: any of the four tableau cards may go to a "
            "foundation; nothing else may be played before.",
            "Le premier coup choisit la carte de base : n'importe laquelle des quatre cartes du "
            "tableau peut aller sur une fondation ; rien d'autre ne se joue avant.",
            {"reserve1": "2C 9D QS", "tableau1": "9H", "tableau2": "4C", "tableau3": "TS",
             "tableau4": "6S", "stock": "(3D) (8C) (KH) (5S) (7D) (JC) (AH) (2S) (6D)"},
            select=("tableau2", 1), legal=("t2-f1", "t1-f3"),
            refused={"t1-t3": "chosen_base_card", "r1-f1": "chosen_base_card", "deal": "deal_to_waste"}),
    example("Build down by alternate colour, one card at a time, a King on an Ace; nothing goes on "
            "a card of the base rank (here Four), and the reserve card goes only to a foundation.",
            "On construit en descendant par couleur (rouge et noir) alternée, une carte à la fois, un Roi "
            "sur "
            "un As ; rien ne va sur une carte du rang de base (ici Quatre), et la carte de la réserve "
            "ne va que sur une fondation.",
            {"foundation1": "4C", "reserve1": "8D", "tableau1": "7H", "tableau2": "8S",
             "tableau3": "8D", "tableau4": "AD", "tableau5": "KS", "tableau6": "4H", "tableau7": "3S",
             "tableau8": "9C", "tableau9": "2D", "waste": "5D", "stock": "(6C)"},
            state={"base_rank": 4}, select=("tableau1", 1), legal=("t1-t2", "t5-t4"),
            refused={"t1-t4": "build_down", "t7-t6": "terrace_nothing_on_base",
                     "r1-t8": "terrace_reserve_to_foundations", "t1-t3": "build_alternate_colour"}),
    example("Foundations start with the base rank and build up by alternate colour, an Ace after a "
            "King; a card of the base rank never goes on top of a foundation.",
            "Les fondations commencent au rang de base et montent par couleur (rouge et noir) alternée, l'As "
            "après le Roi ; une carte du rang de base ne va jamais par-dessus une fondation.",
            {"foundation1": "4C 5D", "foundation2": "QD KS", "foundation3": "4S 5H 6C 7D 8S 9H TC "
             "JD QS KH AC 2H 3S", "reserve1": "6S", "tableau1": "AH", "tableau2": "4D", "tableau3": "6H",
             "waste": "4H", "stock": "(6C)"},
            state={"base_rank": 4}, legal=("r1-f1", "t1-f2", "t2-f4", "w-f4"),
            refused={"t3-f1": "build_alternate_colour", "w-f3": "terrace_thirteen_per_foundation",
                     "t3-f4": "base_card", "f1-t3": "out_of_play"}),
    example("An empty tableau pile takes only the waste card.",
            "Une pile vide du tableau ne prend que la carte de la défausse.",
            {"foundation1": "4C", "tableau1": "", "tableau2": "9S", "tableau3": "TD", "waste": "JC",
             "stock": "(6C) (2D)"},
            state={"base_rank": 4}, select=("waste", 1), legal=("w-t1",),
            refused={"t2-t1": "terrace_empty_from_waste"}),
    example("A card turned while a tableau pile is empty locks the stock: fill the pile with the "
            "waste card, or play that card elsewhere, before turning another.",
            "Une carte retournée alors qu'une pile du tableau est vide bloque la pioche : remplissez "
            "la pile avec la carte de la défausse, ou jouez-la ailleurs, avant d'en retourner une "
            "autre.",
            {"foundation1": "4C", "tableau1": "", "tableau2": "9S", "waste": "JC", "stock": "(6C) (2D)"},
            state={"base_rank": 4, LOCKED: True}, select=("waste", 1), legal=("w-t1",),
            refused={"deal": "deal_to_waste"}),
]
