"""Prepared positions of the game declared in :mod:`solitaire_nb.games.seahaven`."""

from __future__ import annotations

from ..examples import example
from ..family_positions import down_by_suit_and_free_cells, king_run_fills_empty_pile

EXAMPLES = [
    down_by_suit_and_free_cells(),
    example("A same-suit sequence moves if it has at most (empty free cells + 1) cards: one empty cell "
            "allows two cards, not three.",
            "Une suite d'une même couleur se déplace si elle a au plus (cellules libres vides + 1) "
            "cartes : une cellule vide permet deux cartes, pas trois.",
            {"reserve1": "2C", "reserve2": "3C", "reserve3": "4C", "tableau1": "9S 8S 7S",
             "tableau2": "TS", "tableau3": "8D 7D", "tableau4": "9D", "tableau5": ""},
            select=("tableau3", 2), legal=("t3-t4x2",),
            refused={"t1-t2x3": "free_cell_limited_move"}),
    king_run_fills_empty_pile(),
    example("A whole same-suit run goes onto its foundation in one move, whatever the free cells.",
            "Une suite entière d'une même couleur monte sur sa fondation en un seul coup, quelles que "
            "soient les cellules libres.",
            {**{f"reserve{i}": c for i, c in enumerate(["2C", "3C", "4C", "5C"], 1)},
             "foundation1": "AH 2H", "tableau1": "KS 6H 5H 4H 3H", "tableau2": "JD 9H 7S"},
            select=("tableau1", 4), legal=("t1-f1x4", "t1-f1"),
            refused={"t1-f2x4": "base_card", "t1-f1x5": "free_cell_limited_move"}),
    example("Foundations start with an Ace and build up by suit; their top card is still in play.",
            "Les fondations commencent par un As et montent dans la même couleur ; leur carte du "
            "dessus reste en jeu.",
            {"foundation1": "AH 2H", "tableau1": "3H", "tableau2": "3S", "tableau3": "2C"},
            select=("tableau1", 1), legal=("t1-f1", "f1-r1"),
            refused={"t2-f1": "build_by_suit", "t3-f2": "base_card"}),
]
