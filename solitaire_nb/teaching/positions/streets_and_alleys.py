"""Prepared positions of the game declared in :mod:`solitaire_nb.games.streets_and_alleys`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build down regardless of suit, one card at a time.",
            "On construit en descendant sans tenir compte de la couleur, une carte à la fois.",
            {"tableau1": "9H", "tableau2": "KC 8H", "tableau3": "TS 8S", "tableau4": "7D"},
            select=("tableau3", 1), legal=("t3-t1", "t2-t1"),
            refused={"t4-t1": "build_down", "t3-t1x2": "single_card_move"}),
    example("Any card may fill an empty pile.",
            "N'importe quelle carte peut occuper une pile vide.",
            {"tableau1": "QH 5C", "tableau2": ""},
            select=("tableau1", 1), legal=("t1-t2",)),
    example("Foundations start with an Ace and build up by suit.",
            "Les fondations commencent par un As et montent dans la même couleur.",
            {"foundation1": "AC", "tableau1": "2C", "tableau2": "2D", "tableau3": "AH", "tableau4": "3C"},
            select=("tableau1", 1), legal=("t1-f1", "t3-f2"),
            refused={"t2-f1": "build_by_suit", "t4-f1": "build_up", "t2-f2": "base_card"}),
    example("Foundation cards stay in play: the top card may come back to the tableau.",
            "Les cartes des fondations restent en jeu : la carte du dessus peut revenir au tableau.",
            {"foundation1": "AC 2C 3C", "tableau1": "4H", "tableau2": "5S"},
            select=("foundation1", 1), legal=("f1-t1",), refused={"f1-t2": "build_down"}),
]
