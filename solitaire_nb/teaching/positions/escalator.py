"""Prepared positions of the game declared in :mod:`solitaire_nb.games.escalator`."""

from __future__ import annotations

from ..examples import example
from .elevator import waste_examples

# the bottom row is tableau22..28; the row above is tableau16..21; the point is tableau1


EXAMPLES = [
    *waste_examples(),
    example("Every card is face up, but a card is free only when both cards covering it have gone: "
            "the Four is covered by the Three; the Six, with nothing left over it, is free.",
            "Toutes les cartes sont visibles, mais une carte n'est libre que lorsque les deux cartes "
            "qui la couvrent sont parties : le Quatre est couvert par le Trois ; le Six, que plus rien "
            "ne recouvre, est libre.",
            {"waste": "5C", "tableau16": "4H", "tableau23": "3S", "tableau21": "6D"},
            select=("tableau21", 1), legal=("t21-w",), refused={"t16-w": "free_card"}),
    example("Nothing goes onto an empty waste: turn a card from the stock first. The pyramid takes "
            "no card.",
            "Rien ne va sur une défausse vide : retournez d'abord une carte de la pioche. La pyramide "
            "ne prend aucune carte.",
            {"stock": "(3C)", "tableau22": "4D", "tableau23": "5D"},
            legal=("deal",), refused={"t22-w": "waste_building", "t22-t23": "tableau"}),
    example("The stock turns one card at a time; there is no redeal.",
            "La pioche retourne une carte à la fois ; il n'y a pas de redistribution.",
            {"waste": "2S 6C", "tableau28": "QD"},
            refused={"redeal": "redeal", "w-t28": "tableau"}),
]
