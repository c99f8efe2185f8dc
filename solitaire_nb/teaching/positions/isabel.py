"""Prepared positions of the game declared in :mod:`solitaire_nb.games.isabel`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Two top cards of the same rank are removed together: 8S with 8D, not with 9C; the "
            "cards beneath then turn face up.",
            "Deux cartes du dessus de même rang sont enlevées ensemble : 8S avec 8D, pas avec 9C ; "
            "les cartes en dessous sont alors retournées.",
            {"tableau1": "(2C) (KD) 8S", "tableau2": "(4H) 8D", "tableau3": "9C"},
            select=("tableau1", 1), legal=("t1-t2", "t2-t1"),
            refused={"t1-t3": "pair_same_rank"}),
    example("Only top cards play, one at a time; an empty pile stays empty.",
            "Seules les cartes du dessus se jouent, une à la fois ; une pile vide reste vide.",
            {"tableau1": "(5C) QH", "tableau2": "(5D) QS", "tableau3": "", "tableau4": "JD"},
            select=("tableau1", 1), legal=("t1-t2",),
            refused={"t1-t2x2": "single_card_move", "t4-t3": "pair_removal",
                     "t4-f1": "pair_removal"}),
]
