"""Prepared positions of the game declared in :mod:`solitaire_nb.games.glenwood`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("The first move chooses the base card: the top card of any reserve goes to the first "
            "foundation. Nothing else may be played before, not even the stock.",
            "Le premier coup choisit la carte de base : la carte du dessus de n'importe quelle réserve "
            "va sur la première fondation. Rien d'autre ne se joue avant, pas même la pioche.",
            {"reserve1": "2C 9D 7S", "reserve2": "4H", "tableau1": "8H", "tableau2": "5C",
             "stock": "(3D) (8C)"},
            select=("reserve1", 1), legal=("r1-f1", "r2-f1"),
            refused={"r1-f2": "chosen_base_card", "r1-t1": "chosen_base_card",
                     "t1-f1": "chosen_base_card", "deal": "deal_to_waste"}),
    example("Base Seven: foundations start with a Seven and build up by suit, an Ace after a King.",
            "Base Sept : les fondations commencent par un Sept et montent par couleur, l'As après le "
            "Roi.",
            {"foundation1": "7S 8S 9S TS JS QS KS", "reserve1": "AS", "reserve2": "7H", "tableau1": "8H",
             "tableau2": "AC", "waste": "9D"},
            state={"base_rank": 7}, legal=("r1-f1", "r2-f2"),
            refused={"t1-f2": "base_card", "t2-f1": "build_by_suit", "f1-t1": "out_of_play"}),
    example("Build down by alternate colour, a King on an Ace; a pile moves to another only as a "
            "whole, its top card may go to a foundation.",
            "On construit en descendant par couleur (rouge et noir) alternée, un Roi sur un As ; une pile ne "
            "rejoint une autre qu'en entier, sa carte du dessus peut aller sur une fondation.",
            {"foundation1": "7S", "reserve1": "KS", "tableau1": "9C 8H", "tableau2": "TD",
             "tableau3": "AH", "tableau4": "TH 9S", "waste": "KD"},
            state={"base_rank": 7}, select=("tableau1", 2), legal=("t1-t2x2", "r1-t3"),
            refused={"t4-t2": "glenwood_whole_pile", "t4-t3x2": "build_down",
                     "w-t3": "build_alternate_colour"}),
    example("An empty tableau pile takes a reserve card; the waste card only once the reserves are "
            "empty.",
            "Une pile vide du tableau prend une carte d'une réserve ; la carte de la défausse seulement "
            "une fois les réserves vides.",
            {"foundation1": "7S", "reserve3": "5D", "tableau1": "", "tableau2": "TD", "waste": "QD"},
            state={"base_rank": 7}, select=("reserve3", 1), legal=("r3-t1",),
            refused={"w-t1": "glenwood_empty_from_reserves"}),
]
