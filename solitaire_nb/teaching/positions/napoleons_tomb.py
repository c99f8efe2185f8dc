"""Prepared positions of the game declared in :mod:`solitaire_nb.games.napoleons_tomb`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("The corners start with a 7 and build up to the King, whatever the suits.",
            "Les coins commencent par un 7 et montent jusqu'au Roi, quelles que soient les couleurs.",
            {"foundation1": "7C 8D", "foundation2": "7H 8H 9S TC JD QD KS", "waste": "9H",
             "reserve1": "7S", "reserve2": "6D", "reserve3": "TS"},
            select=("waste", 1), legal=("w-f1", "r1-f3"),
            refused={"r3-f1": "napoleons_tomb_corners", "r2-f3": "napoleons_tomb_corners",
                     "w-f2": "napoleons_tomb_corners", "f1-r4": "out_of_play"}),
    example("The centre starts with a 6 and builds down to the Ace; on the Ace goes a 6 again.",
            "Le centre commence par un 6 et descend jusqu'à l'As ; sur l'As se pose de nouveau un 6.",
            {"foundation5": "6C 5D 4H 3S 2C AD", "waste": "6H", "reserve1": "5S", "reserve2": "7D"},
            select=("waste", 1), legal=("w-f5",),
            refused={"r1-f5": "napoleons_tomb_centre", "r2-f5": "napoleons_tomb_centre"}),
    example("The edge cells take any single card when empty.",
            "Les cases des bords prennent n'importe quelle carte quand elles sont vides.",
            {"waste": "QH", "reserve1": "4S", "reserve2": "9C"},
            select=("waste", 1), legal=("w-r3", "w-r4", "r1-r3"),
            refused={"w-r1": "free_cell", "r2-r1": "free_cell"}),
    example("One card at a time from the stock, and no redeal.",
            "Une carte à la fois depuis la pioche, et pas de redistribution.",
            {"stock": "(4C) (JD)", "waste": "8S"}, legal=("deal",)),
]
