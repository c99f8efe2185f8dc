"""Prepared positions of the game declared in :mod:`solitaire_nb.games.will_o_the_wisp`."""

from __future__ import annotations

from ..examples import example
from ..family_positions import empty_pile_takes_any_run_of_one_suit

RUN = "KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC"


EXAMPLES = [
    example("Build down regardless of suit; only a run of one suit moves as a unit.",
            "On construit en descendant quelle que soit la couleur ; seule une suite d'une même "
            "couleur se déplace d'un bloc.",
            {"tableau1": "(4C) (5D) 9S 8S", "tableau2": "(3C) TH 9C 8H", "tableau3": "TD",
             "tableau4": "9D"},
            select=("tableau1", 2), legal=("t1-t3x2", "t2-t4"),
            refused={"t2-t3x2": "same_suit_sequence_move", "t3-t4": "build_down"}),
    empty_pile_takes_any_run_of_one_suit(),
    example("The stock deals a card onto each pile, but not while a pile is empty.",
            "La pioche distribue une carte sur chaque pile, mais pas tant qu'une pile est vide.",
            {"stock": "(2D) (3D) (4D)", "tableau1": "KD", "tableau2": ""},
            refused={"deal": "deal_to_each_pile"}, legal=("t1-t2",)),
    example("With every pile filled, a click deals; the last three cards go onto piles 1 to 3.",
            "Quand chaque pile est remplie, un clic distribue ; les trois dernières cartes vont sur "
            "les piles 1 à 3.",
            {"stock": "(2D) (3D) (4D)", **{f"tableau{i}": f"{r}H" for i, r in enumerate("A234567", 1)}},
            legal=("deal",)),
    example("A complete run goes to an empty foundation in one move; foundation cards are out of "
            "play.",
            "Une suite complète va sur une fondation vide en un seul coup ; les cartes des "
            "fondations sont hors jeu.",
            {"tableau1": f"(4D) {RUN}", "foundation1": RUN.replace("C", "S"), "tableau2": "2H"},
            select=("tableau1", 13), legal=("t1-f2x13",),
            refused={"t1-f1x13": "complete_run_to_foundation", "t2-f2": "complete_run_to_foundation",
                     "f1-t2": "out_of_play"}),
]
