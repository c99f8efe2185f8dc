"""Prepared positions of the game declared in :mod:`solitaire_nb.games.eight_off`."""

from __future__ import annotations

from ..examples import example
from ..family_positions import down_by_suit_and_free_cells, king_run_fills_empty_pile

_FULL_CELLS = {f"reserve{i}": code for i, code in enumerate(["2C", "3C", "4C", "5C", "6C", "7C"], 1)}


EXAMPLES = [
    down_by_suit_and_free_cells(),
    example("A same-suit sequence moves if it has at most (empty free cells + 1) cards: two empty "
            "cells allow three cards, not four; empty piles do not count.",
            "Une suite d'une même couleur se déplace si elle a au plus (cellules libres vides + 1) "
            "cartes : deux cellules vides permettent trois cartes, pas quatre ; les piles vides ne "
            "comptent pas.",
            {**_FULL_CELLS, "tableau1": "9S 8S 7S 6S", "tableau2": "TS", "tableau3": "9D 8D 7D",
             "tableau4": "TD", "tableau5": ""},
            select=("tableau3", 3), legal=("t3-t4x3",),
            refused={"t1-t2x4": "free_cell_limited_move"}),
    king_run_fills_empty_pile(),
    example("Foundations start with an Ace and build up by suit; as the manual says, their top card "
            "is still in play.",
            "Les fondations commencent par un As et montent dans la même couleur ; comme le dit le "
            "manuel, leur carte du dessus reste en jeu.",
            {"foundation1": "AH 2H", "tableau1": "3H", "tableau2": "3S", "tableau3": "2C"},
            select=("tableau1", 1), legal=("t1-f1", "f1-r1"),
            refused={"t2-f1": "build_by_suit", "t3-f2": "base_card"}),
]
