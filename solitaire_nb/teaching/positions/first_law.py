"""Prepared positions of the game declared in :mod:`solitaire_nb.games.first_law`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("A card goes onto the leftmost pile to its left showing its rank: 7D onto 7S on the "
            "first pile, not onto 7C.",
            "Une carte va sur la pile la plus à gauche, à sa gauche, qui montre son rang : 7D sur "
            "7S de la première pile, pas sur 7C.",
            {"tableau1": "7S", "tableau2": "7C", "tableau3": "KH", "tableau4": "7D",
             "stock": "(2C) (3C) (4C) (5C)"},
            select=("tableau4", 1), legal=("t4-t1", "t2-t1", "deal"),
            refused={"t4-t2": "first_law_leftmost_same_rank", "t1-t2": "first_law_leftmost_same_rank",
                     "t3-t1": "first_law_leftmost_same_rank",
                     "t4-f1": "first_law_four_of_a_kind"}),
    example("Four cards of one rank showing: a click removes all four, and nothing moves left.",
            "Quatre cartes du même rang visibles : un clic les retire toutes les quatre, et rien ne "
            "va à gauche.",
            {"tableau1": "9S", "tableau2": "3D 9C", "tableau3": "9H", "tableau4": "9D",
             "stock": "(2C) (3C) (4C) (5C)"},
            select=("tableau2", 1), legal=("t2-f1", "t1-f1"),
            refused={"t2-t1": "first_law_four_of_a_kind"}),
    example("An empty stock: a click gathers the piles into a new stock.",
            "Une pioche vide : un clic ramasse les piles en une nouvelle pioche.",
            {"tableau1": "4S 8H", "tableau2": "JC", "tableau3": "", "tableau4": "2D"},
            legal=("redeal",), refused={"t4-t3": "first_law_leftmost_same_rank"}),
]
