"""Prepared positions of the game declared in :mod:`solitaire_nb.games.sir_tommy`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("The waste holds one card: the stock is clicked only once it is empty.",
            "La défausse contient une carte : on ne clique sur la pioche qu'une fois qu'elle est "
            "vide.",
            {"waste": "7H", "stock": "(9C) (4D)", "reserve1": "KS"},
            select=("waste", 1), legal=("w-r1", "w-r2", "w-r3", "w-r4"),
            refused={"deal": "one_card_waste"}),
    example("A reserve takes any card, but only from the waste; its top card goes only to a "
            "foundation.",
            "Une réserve prend n'importe quelle carte, mais seulement de la défausse ; sa carte du "
            "dessus ne va que sur une fondation.",
            {"waste": "9H", "reserve1": "KS 5D", "reserve2": "2C", "foundation1": "AD",
             "stock": "(3C)"},
            select=("waste", 1), legal=("w-r1", "w-r2", "w-r3", "r2-f1"),
            refused={"r1-r2": "reserve_from_waste", "r1-r3": "reserve_from_waste",
                     "r1-f1": "build_up"}),
    example("Foundations start with any Ace and build up by one whatever the suits; their cards "
            "are out of play.",
            "Les fondations commencent par n'importe quel As et montent d'un rang quelles que "
            "soient les couleurs ; leurs cartes sont hors jeu.",
            {"foundation1": "AC 2H", "waste": "3S", "reserve1": "AD", "reserve2": "4C",
             "reserve3": "", "stock": "(5C)"},
            select=("waste", 1), legal=("w-f1", "r1-f2"),
            refused={"r2-f1": "build_up", "r2-f2": "base_card", "f1-r3": "out_of_play"}),
    example("The stock and the waste are empty and no reserve card fits a foundation: the game is "
            "lost.",
            "La pioche et la défausse sont vides et aucune carte des réserves ne va sur une "
            "fondation : la partie est perdue.",
            {"foundation1": "AC 2H", "reserve1": "9D 4S", "reserve2": "5C"},
            refused={"deal": "one_card_waste", "r1-f1": "build_up"}),
]
