"""Prepared positions of the game declared in :mod:`solitaire_nb.games.redheads`."""

from __future__ import annotations

from ..examples import example

_FULL = {"tableau2": "9S", "tableau3": "TD", "tableau4": "2S", "tableau5": "3S", "tableau6": "QS",
         "tableau7": "QH", "tableau8": "7C"}


EXAMPLES = [
    example("Playing 5H to the foundation empties its pile: the reserve's top card, 8D, fills it at "
            "once.",
            "Jouer 5H sur la fondation vide sa pile : la carte du dessus de la réserve, 8D, la remplit "
            "aussitôt.",
            {"foundation1": "4C", "reserve1": "KC 8D", "tableau1": "5H", **_FULL, "waste": "JC",
             "stock": "(6C) (2D)"},
            state={"base_rank": 4}, select=("tableau1", 1), legal=("t1-f1", "t2-t3"),
            refused={"r1-t2": "terrace_reserve_to_foundations"}),
    example("Once the reserve is empty, an empty pile takes any card, from the waste or the tableau.",
            "Une fois la réserve vide, une pile vide prend n'importe quelle carte, de la défausse ou du "
            "tableau.",
            {"foundation1": "4C", "tableau1": "", **_FULL, "waste": "JC", "stock": "(6C) (2D)"},
            state={"base_rank": 4}, select=("tableau6", 1), legal=("w-t1", "t6-t1", "t2-t3"),
            refused={"t4-t3": "build_down"}),
]
