"""Prepared positions of the game declared in :mod:`solitaire_nb.games.spider_three_decks`."""

from __future__ import annotations

from ..examples import example

RUN = "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD"


EXAMPLES = [
    example("Build down regardless of suit; only a run of one suit moves as a unit.",
            "On construit en descendant quelle que soit la couleur ; seule une suite d'une même "
            "couleur se déplace d'un bloc.",
            {"tableau1": "(4C) 9S 8S", "tableau2": "(3C) 9H 8C", "tableau3": "TD", "tableau4": "9S"},
            select=("tableau1", 2), legal=("t1-t3x2", "t2-t4"),
            refused={"t2-t3x2": "same_suit_sequence_move", "t3-t4": "build_down"}),
    example("The stock deals a card onto each pile even when a pile is empty.",
            "La pioche distribue une carte sur chaque pile même quand une pile est vide.",
            {"stock": "(2C) (3C) (4C) (5C) (6C) (7C) (8C) (9C) (TC) (JC) (QC) (KC)",
             "tableau1": "5H", "tableau2": ""},
            legal=("deal", "t1-t2")),
    example("A complete run of one suit goes to an empty foundation in one move; foundation cards "
            "are out of play.",
            "Une suite complète d'une même couleur va sur une fondation vide en un seul coup ; les "
            "cartes des fondations sont hors jeu.",
            {"tableau1": f"(4C) {RUN}", "foundation1": RUN, "tableau2": "2H"},
            select=("tableau1", 13), legal=("t1-f2x13",),
            refused={"t1-f1x13": "complete_run_to_foundation", "t2-f2": "complete_run_to_foundation",
                     "f1-t2": "out_of_play"}),
]
