"""Prepared positions of the game declared in :mod:`solitaire_nb.games.poker`."""

from __future__ import annotations

from ...games.poker import SHUFFLE
from ..examples import example

_GRID = {"tableau1": "2S", "tableau2": "2H", "tableau3": "7C", "tableau4": "7D", "tableau5": "KS",
         "waste": "9D", "stock": "(3C) (4C)"}


EXAMPLES = [
    example("The waste's card goes into any empty cell; a placed card stays where it is.",
            "La carte de la défausse va dans n'importe quelle case vide ; une carte placée reste où "
            "elle est.",
            _GRID, select=("waste", 1), legal=("w-t6", "w-t25", "w-t13"),
            refused={"w-t1": "poker_places", "t1-t6": "poker_fixed", "deal": "poker_next_card"}),
    example("Row 1 is complete: 2S 2H 7C 7D KS make two pairs, 3 points.",
            "La rangée 1 est complète : 2S 2H 7C 7D KS forment deux paires, 3 points.",
            _GRID, legal=("w-t7",)),
    example("Shuffle mode: a placed card moves into an empty cell or changes places with another; "
            "the waste's card still goes only into an empty cell.",
            "Mode brassé : une carte placée va dans une case vide ou échange sa place avec une "
            "autre ; la carte de la défausse ne va toujours que dans une case vide.",
            _GRID, options={SHUFFLE: True}, select=("tableau5", 1),
            legal=("t5-t6", "t5-t1", "w-t6"), refused={"w-t1": "poker_places"}),
]
