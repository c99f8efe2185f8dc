"""Prepared positions of the game declared in :mod:`solitaire_nb.games.signora`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Playing 5H to the foundation empties its pile: the waste card JC fills it at once, and "
            "the next stock card is turned onto the waste.",
            "Jouer 5H sur la fondation vide sa pile : la carte de la défausse, JC, la remplit aussitôt, "
            "et la carte suivante de la pioche est retournée sur la défausse.",
            {"foundation1": "4C", "tableau1": "5H", "tableau2": "9S", "tableau3": "TD", "tableau4": "2S",
             "tableau5": "3S", "tableau6": "QS", "tableau7": "QH", "tableau8": "7C", "tableau9": "6S",
             "waste": "JC", "stock": "(6C) (2D)"},
            state={"base_rank": 4}, select=("tableau1", 1), legal=("t1-f1", "t2-t3"),
            refused={"t1-t2": "build_down"}),
    example("Foundations start with the base rank and build up by alternate colour; the reserve card "
            "goes only to a foundation.",
            "Les fondations commencent au rang de base et montent par couleur (rouge et noir) alternée ; "
            "la carte "
            "de la réserve ne va que sur une fondation.",
            {"tableau3": "KS", "tableau4": "KH", "tableau5": "KD", "tableau6": "KC", "tableau7": "QS",
             "tableau8": "QH", "tableau9": "QD", "foundation1": "4C 5D", "reserve1": "6C",
             "tableau1": "7D", "tableau2": "6D", "waste": "9C",
             "stock": "(6C)"},
            state={"base_rank": 4}, legal=("r1-f1",),
            refused={"t2-f1": "build_alternate_colour", "r1-t1": "terrace_reserve_to_foundations"}),
]
