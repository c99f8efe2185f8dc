"""Prepared positions of the game declared in :mod:`solitaire_nb.games.bakers_dozen`."""

from __future__ import annotations

from ..examples import example
from ..family_positions import empty_pile_never_filled, single_cards_down_regardless_of_suit

EXAMPLES = [
    single_cards_down_regardless_of_suit(),
    empty_pile_never_filled(),
    example("Foundations start with an Ace and build up by suit; their top card may come back.",
            "Les fondations commencent par un As et montent dans la même couleur ; leur carte du "
            "dessus peut revenir.",
            {"foundation1": "AC 2C", "tableau1": "3C", "tableau2": "3D", "tableau3": "3H", "tableau4": "4S"},
            select=("tableau1", 1), legal=("t1-f1", "f1-t3"),
            refused={"t2-f1": "build_by_suit", "t2-f2": "base_card", "f1-t4": "build_down"}),
]
