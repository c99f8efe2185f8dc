"""Prepared positions of the game declared in :mod:`solitaire_nb.games.cruel`."""

from __future__ import annotations

from ..examples import example
from ..family_positions import ACES_ON_FOUNDATIONS, empty_pile_never_filled

EXAMPLES = [
    example("Build down by suit, one card at a time.",
            "On construit en descendant dans la même couleur, une carte à la fois.",
            {**ACES_ON_FOUNDATIONS,
             "tableau1": "9H", "tableau2": "KC 8H", "tableau3": "8S", "tableau4": "9S 7H"},
            select=("tableau2", 1), legal=("t2-t1",),
            refused={"t3-t1": "build_by_suit", "t4-t1": "build_down", "t4-t2x2": "single_card_move"}),
    empty_pile_never_filled(ACES_ON_FOUNDATIONS),
    example("Foundations build up by suit from their Ace; their cards are out of play.",
            "Les fondations montent dans la même couleur à partir de leur As ; leurs cartes sont hors "
            "jeu.",
            {**ACES_ON_FOUNDATIONS,
             "foundation1": "AC 2C", "tableau1": "3C", "tableau2": "3D", "tableau3": "4C"},
            select=("tableau1", 1), legal=("t1-f1",),
            refused={"t2-f2": "build_up", "f1-t3": "out_of_play"}),
    example("A redeal is allowed once a card has moved since the last one.",
            "Une redistribution est permise dès qu'une carte a bougé depuis la précédente.",
            {**ACES_ON_FOUNDATIONS, "tableau1": "9H 5C", "tableau2": "8S 2D"}, state={"moved": True},
            legal=("redeal",)),
    example("At the start, or right after a redeal, a redeal is refused.",
            "Au début, ou juste après une redistribution, une redistribution est refusée.",
            {**ACES_ON_FOUNDATIONS,
             "tableau1": "9H 5C", "tableau2": "8S 2D"}, refused={"redeal": "cruel_redeal"}),
]
