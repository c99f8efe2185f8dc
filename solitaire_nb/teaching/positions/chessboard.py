"""Prepared positions of the game declared in :mod:`solitaire_nb.games.chessboard`."""

from __future__ import annotations

from ..examples import example
from ..family_positions import one_card_any_card_fills_empty_pile

EXAMPLES = [
    example("Before any foundation is started, any card may go up: it becomes the base card.",
            "Tant qu'aucune fondation n'est commencée, n'importe quelle carte peut y monter : elle "
            "devient la carte de base.",
            {"tableau1": "7H", "tableau2": "QS"},
            select=("tableau1", 1), legal=("t1-f1", "t2-f3")),
    example("Once the base is a Seven, only Sevens start the other foundations, which build up by suit "
            "and turn the corner from King to Ace.",
            "Une fois la base fixée au Sept, seuls les Sept commencent les autres fondations, qui "
            "montent dans la même couleur et passent du Roi à l'As.",
            {"foundation1": "7H 8H 9H TH JH QH KH", "tableau1": "AH", "tableau2": "7S", "tableau3": "8S",
             "tableau4": "2H"},
            state={"base_rank": 7}, select=("tableau1", 1), legal=("t1-f1", "t2-f2"),
            refused={"t3-f2": "base_card", "t4-f1": "build_up", "f1-t4": "out_of_play"}),
    example("Build up or down by suit, a King and an Ace being next to each other.",
            "On construit en montant ou en descendant dans la même couleur, le Roi et l'As se suivant.",
            {"tableau1": "KS", "tableau2": "AS", "tableau3": "QS", "tableau4": "AD", "tableau5": "JS"},
            select=("tableau1", 1), legal=("t1-t2", "t1-t3"),
            refused={"t4-t1": "build_by_suit", "t5-t1": "build_up_or_down"}),
    one_card_any_card_fills_empty_pile(),
]
