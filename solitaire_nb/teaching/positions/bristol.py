"""Prepared positions of the game declared in :mod:`solitaire_nb.games.bristol`."""

from __future__ import annotations

from ..examples import example
from ..family_positions import empty_pile_never_filled, single_cards_down_regardless_of_suit

EXAMPLES = [
    single_cards_down_regardless_of_suit(),
    empty_pile_never_filled(),
    example("Reserve cards play onto the tableau or the foundations; nothing goes onto a reserve.",
            "Les cartes des réserves vont au tableau ou sur les fondations ; rien ne va sur une "
            "réserve.",
            {"reserve1": "4C 8D", "reserve2": "AS", "tableau1": "9C", "tableau2": "5H"},
            select=("reserve1", 1), legal=("r1-t1", "r2-f1"), refused={"t2-r3": "reserve"}),
    example("Foundations build up from the Ace whatever the suits; their cards are out of play.",
            "Les fondations montent à partir de l'As quelles que soient les couleurs ; leurs cartes "
            "sont hors jeu.",
            {"foundation1": "AH 2C", "tableau1": "3D", "tableau2": "4S", "tableau3": "5D"},
            select=("tableau1", 1), legal=("t1-f1",),
            refused={"t2-f1": "build_up", "t3-f2": "base_card", "f1-t1": "out_of_play"}),
    example("A click on the stock deals one card to each reserve; there is no redeal.",
            "Un clic sur la pioche donne une carte à chaque réserve ; pas de redistribution.",
            {"stock": "(4C) (5D) (6H) (7S)"}, legal=("deal",)),
]
