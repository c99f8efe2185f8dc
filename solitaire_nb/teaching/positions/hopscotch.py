"""Prepared positions of the game declared in :mod:`solitaire_nb.games.hopscotch`."""

from __future__ import annotations

from ..examples import example

_CLUBS = {"foundation1": "AC", "foundation2": "2C", "foundation3": "3C", "foundation4": "4C"}


EXAMPLES = [
    example("Foundation n builds up by n whatever the suits: 2 on the Ace, 4 on the Two, 6 on the "
            "Three, 8 on the Four.",
            "La fondation n monte de n en n quelles que soient les couleurs : 2 sur l'As, 4 sur le "
            "Deux, 6 sur le Trois, 8 sur le Quatre.",
            {**_CLUBS, "waste": "6H", "reserve1": "2D", "reserve2": "4S", "reserve3": "8D",
             "reserve4": "5H", "stock": "(9C)"},
            select=("waste", 1), legal=("w-f3", "r1-f1", "r2-f2", "r3-f4"),
            refused={"w-f1": "build_up", "r4-f2": "build_up_by", "f3-r1": "out_of_play"}),
    example("An Ace follows a King: after Q on the second foundation comes the Ace, after J on "
            "the fourth comes the Two.",
            "L'As suit le Roi : après la D sur la deuxième fondation vient l'As, après le V sur la "
            "quatrième vient le Deux.",
            {"foundation1": "AC", "foundation2": "2C 4C 6C 8C TC QC", "foundation3": "3C",
             "foundation4": "4D 8D QD 3D 7D JD", "reserve1": "AH", "reserve2": "2H", "stock": "(9S)"},
            select=("reserve1", 1), legal=("r1-f2", "r2-f4"),
            refused={"r2-f2": "build_up_by", "r1-f4": "build_up_by"}),
    example("The waste holds one card; a reserve takes any card, but only from the waste, and "
            "gives its top card to the foundations only.",
            "La défausse contient une carte ; une réserve prend n'importe quelle carte, mais "
            "seulement de la défausse, et ne donne sa carte du dessus qu'aux fondations.",
            {**_CLUBS, "waste": "KH", "reserve1": "9S 2S", "reserve2": "", "stock": "(5C)"},
            select=("waste", 1), legal=("w-r1", "w-r2", "r1-f1"),
            refused={"deal": "one_card_waste", "r1-r2": "reserve_from_waste"}),
]
