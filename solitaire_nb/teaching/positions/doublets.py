"""Prepared positions of the game declared in :mod:`solitaire_nb.games.doublets`."""

from __future__ import annotations

from ..examples import example

_CELLS = {"reserve1": "5C", "reserve2": "KD", "reserve3": "9H", "reserve4": "3S", "reserve5": "JC",
          "reserve6": "7D", "reserve7": "TH"}


EXAMPLES = [
    example("Each card on the foundation is twice the one below it, less thirteen: on an 8 goes a 3.",
            "Chaque carte sur la fondation vaut le double de celle du dessous, moins treize : sur un 8 "
            "va un 3.",
            {**_CELLS, "foundation1": "4H 8C", "waste": "6D"},
            select=("reserve4", 1), legal=("r4-f1",),
            refused={"r1-f1": "doublets_doubling", "w-f1": "doublets_doubling",
                     "r2-f1": "doublets_doubling", "r4-r1": "reserve", "f1-r4": "out_of_play"}),
    example("Suits do not matter: on a 6 goes a Queen, from a cell or from the waste.",
            "Les couleurs ne comptent pas : sur un 6 va une Dame, depuis une case ou la défausse.",
            {**_CELLS, "reserve5": "QC", "foundation1": "3H 6C", "waste": "QD"},
            select=("waste", 1), legal=("w-f1", "r5-f1"), refused={"r6-f1": "doublets_doubling"}),
    example("A 7 brings back the Ace: the doubling starts again.",
            "Un 7 ramène l'As : le doublement recommence.",
            {**_CELLS, "foundation1": "TS 7C", "waste": "AD"},
            select=("waste", 1), legal=("w-f1",), refused={"r3-f1": "doublets_doubling"}),
    example("The stock deals one card at a time; the waste may be turned over twice.",
            "La pioche donne une carte à la fois ; la défausse peut être retournée deux fois.",
            {**_CELLS, "foundation1": "2S", "waste": "6H KC"}, legal=("redeal",)),
]
