"""Prepared positions of the game declared in :mod:`solitaire_nb.games.bear_river`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build up or down in suit, a King and an Ace being next to each other; one card at a "
            "time.",
            "On construit en montant ou en descendant par couleur, le Roi et l'As se suivant ; une "
            "carte à la fois.",
            {"foundation1": "7D", "tableau1": "9S", "tableau2": "8S", "tableau3": "TS",
             "tableau4": "KC", "tableau5": "AC", "tableau7": "8H", "tableau8": "QC JC", "tableau9": "5S"},
            state={"base_rank": 7}, select=("tableau2", 1), legal=("t2-t1", "t3-t1", "t4-t5"),
            refused={"t7-t1": "build_by_suit", "t9-t1": "build_up_or_down",
                     "t8-t4x2": "single_card_move"}),
    example("A pile holds three cards at most: 8S cannot go on a full pile.",
            "Une pile contient au plus trois cartes : 8S ne peut pas aller sur une pile pleine.",
            {"foundation1": "7D", "tableau1": "JS TS 9S", "tableau2": "8S", "tableau3": "TH 9H",
             "tableau4": "8H"},
            state={"base_rank": 7}, select=("tableau2", 1), legal=("t4-t3",),
            refused={"t2-t1": "pile_limit"}),
    example("An empty hole (the last pile of a row) takes any card; an empty standard pile stays "
            "empty.",
            "Un trou vide (la dernière pile d'une rangée) prend n'importe quelle carte ; une pile "
            "standard vide reste vide.",
            {"foundation1": "7D", "tableau1": "", "tableau2": "QS JH", "tableau6": ""},
            state={"base_rank": 7}, select=("tableau2", 1), legal=("t2-t6",),
            refused={"t2-t1": "bear_river_hole"}),
    example("Foundations start with the base rank (here Seven) and build up in suit, an Ace after a "
            "King; their cards are out of play.",
            "Les fondations commencent au rang de base (ici Sept) et montent par couleur, l'As après "
            "le Roi ; leurs cartes sont hors jeu.",
            {"foundation1": "7D 8D 9D TD JD QD KD", "tableau1": "AD", "tableau2": "7S",
             "tableau3": "8S", "tableau4": "AH"},
            state={"base_rank": 7}, select=("tableau1", 1), legal=("t1-f1", "t2-f2"),
            refused={"t3-f2": "base_card", "t4-f1": "build_by_suit", "f1-t3": "out_of_play"}),
]
