"""Prepared positions of the game declared in :mod:`solitaire_nb.games.fortress`."""

from __future__ import annotations

from ..examples import example
from ..family_positions import one_card_any_card_fills_empty_pile

EXAMPLES = [
    example("Build up or down by suit: the Eight of hearts goes on the Seven or the Nine of hearts, "
            "not on a spade, and not two ranks away.",
            "On construit en montant ou en descendant dans la même couleur : le Huit de cœur va sur le "
            "Sept ou le Neuf de cœur, pas sur un pique, ni deux rangs plus loin.",
            {"tableau1": "8H", "tableau2": "9H", "tableau3": "7H", "tableau4": "9S", "tableau5": "TH"},
            select=("tableau1", 1), legal=("t1-t2", "t1-t3"),
            refused={"t1-t4": "build_by_suit", "t1-t5": "build_up_or_down"}),
    example("Kings and Aces are not next to each other on the tableau.",
            "Au tableau, le Roi et l'As ne se suivent pas.",
            {"tableau1": "AS", "tableau2": "KS", "tableau3": "2S"},
            select=("tableau1", 1), legal=("t1-t3",), refused={"t1-t2": "build_up_or_down"}),
    one_card_any_card_fills_empty_pile(),
    example("Foundations start with an Ace, build up by suit, and their cards are out of play.",
            "Les fondations commencent par un As, montent dans la même couleur, et leurs cartes sont "
            "hors jeu.",
            {"foundation1": "AH 2H", "tableau1": "3H", "tableau2": "3S", "tableau3": "4H", "tableau4": "2C"},
            select=("tableau1", 1), legal=("t1-f1",),
            refused={"t2-f1": "build_by_suit", "t4-f2": "base_card", "f1-t3": "out_of_play"}),
]
