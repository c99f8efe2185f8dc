"""Prepared positions of the game declared in :mod:`solitaire_nb.games.generals_patience`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("The first move chooses the base card among the four tableau cards.",
            "Le premier coup choisit la carte de base parmi les quatre cartes du tableau.",
            {"reserve1": "2C 9D QS", "tableau1": "9H", "tableau2": "4C", "tableau3": "TS",
             "tableau4": "6S", "stock": "(3D) (8C) (KH) (5S) (7D) (JC) (AH) (2S) (6D)"},
            select=("tableau1", 1), legal=("t1-f1", "t4-f2"),
            refused={"t1-t3": "chosen_base_card", "deal": "deal_to_waste"}),
    example("Foundations build up by suit from the base rank (here Four), an Ace after a King.",
            "Les fondations montent par couleur à partir du rang de base (ici Quatre), l'As après le "
            "Roi.",
            {"foundation1": "4C 5C", "foundation2": "QD KD", "reserve1": "6C", "tableau1": "6D",
             "tableau2": "AD", "tableau3": "7H", "tableau4": "8S", "waste": "4H", "stock": "(9C)"},
            state={"base_rank": 4}, legal=("r1-f1", "t2-f2", "w-f3", "t3-t4"),
            refused={"t1-f1": "build_by_suit", "r1-t1": "terrace_reserve_to_foundations"}),
    example("The stock may be turned over once, when it is empty; after that, a new card is turned "
            "only when the waste is empty.",
            "La pioche peut être retournée une fois, quand elle est vide ; ensuite, une nouvelle carte "
            "n'est retournée que quand la défausse est vide.",
            {"foundation1": "4C", "tableau1": "9S", "tableau2": "TH", "waste": "7C 8D"},
            state={"base_rank": 4}, legal=("redeal", "w-t1")),
]
