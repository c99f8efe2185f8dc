"""Prepared positions of the game declared in :mod:`solitaire_nb.games.spiderette`."""

from __future__ import annotations

from ..examples import example
from ..family_positions import empty_pile_takes_any_run_of_one_suit

RUN = "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH"


EXAMPLES = [
    example("Build down regardless of suit: 6C goes on 7H, 5C does not.",
            "On construit en descendant quelle que soit la couleur : 6C va sur 7H, 5C non.",
            {"tableau1": "(4C) 7H", "tableau2": "6C", "tableau3": "5C"},
            select=("tableau2", 1), legal=("t2-t1",), refused={"t3-t1": "build_down"}),
    example("Only a run of one suit moves as a unit: 8S 7S goes on 9D; 9H 8C cannot move together, "
            "but 8C alone may.",
            "Seule une suite d'une même couleur se déplace d'un bloc : 8S 7S va sur 9D ; 9H 8C ne "
            "peut pas se déplacer ensemble, mais 8C seul le peut.",
            {"tableau1": "(4C) 8S 7S", "tableau2": "9D", "tableau3": "(2C) 9H 8C"},
            select=("tableau1", 2), legal=("t1-t2x2", "t3-t2"),
            refused={"t3-t2x2": "same_suit_sequence_move"}),
    empty_pile_takes_any_run_of_one_suit(),
    example("A click on the stock deals a card onto each pile; with three cards left, onto piles 1 "
            "to 3.",
            "Un clic sur la pioche distribue une carte sur chaque pile ; s'il en reste trois, sur "
            "les piles 1 à 3.",
            {"stock": "(2C) (3C) (4C)", **{f"tableau{i}": f"{r}D" for i, r in enumerate("A23456", 1)},
             "tableau7": "7D"},
            legal=("deal",)),
    example("The stock does not deal while a pile is empty.",
            "La pioche ne distribue pas tant qu'une pile est vide.",
            {"stock": "(2C) (3C) (4C)", "tableau1": "KD", "tableau2": ""},
            refused={"deal": "deal_to_each_pile"}, legal=("t1-t2",)),
    example("A complete run of one suit goes to an empty foundation in one move, and stays there.",
            "Une suite complète d'une même couleur va sur une fondation vide en un seul coup, et y "
            "reste.",
            {"tableau1": f"(4C) {RUN}", "foundation2": RUN.replace("H", "S"), "tableau2": "2D"},
            select=("tableau1", 13), legal=("t1-f1x13",),
            refused={"t1-f2x13": "complete_run_to_foundation", "t2-f1": "complete_run_to_foundation",
                     "f2-t1": "out_of_play"}),
]
