"""Prepared positions of the game declared in :mod:`solitaire_nb.games.forty_thieves`."""

from __future__ import annotations

from ..examples import example

_FULL = {f"tableau{i}": king for i, king in zip(range(4, 11), "KC KD KH KS KC KD KH".split())}


EXAMPLES = [
    example("Build down by suit, one card at a time; with no empty pile, two cards never move together.",
            "On construit en descendant dans la même couleur, une carte à la fois ; sans pile vide, deux "
            "cartes ne bougent jamais ensemble.",
            {**_FULL, "tableau1": "9H 8H", "tableau2": "9S", "tableau3": "9D"},
            select=("tableau1", 1), refused={"t1-t3": "build_by_suit", "t1-t3x2": "build_down",
                                             "t1-t2": "build_by_suit"}),
    example("With one empty pile, a run of two cards of one suit moves at once (2 ^ 1); three do not.",
            "Avec une pile vide, une suite de deux cartes d'une même couleur se déplace d'un coup "
            "(2 ^ 1) ; trois non.",
            {**_FULL, "tableau4": "", "tableau1": "JH TH 9H 8H", "tableau2": "JH", "tableau3": "TH"},
            select=("tableau1", 2), legal=("t1-t3x2", "t1-t4"),
            refused={"t1-t2x3": "free_cell_limited_move"}),
    example("Any card may fill an empty pile.",
            "N'importe quelle carte peut occuper une pile vide.",
            {**_FULL, "tableau4": "", "waste": "QD"},
            select=("waste", 1), legal=("w-t4",)),
    example("Foundations build up by suit from the Ace, and a same-suit run goes up in one move; "
            "foundation cards are out of play.",
            "Les fondations montent dans la même couleur à partir de l'As, et une suite d'une même "
            "couleur y monte d'un coup ; les cartes des fondations sont hors jeu.",
            {**_FULL, "foundation1": "AH 2H", "tableau1": "5H 4H 3H", "tableau2": "3S", "tableau3": "4S"},
            select=("tableau1", 3), legal=("t1-f1x3", "t1-f1"),
            refused={"t2-f1": "build_by_suit", "f1-t3": "out_of_play"}),
    example("The stock deals one card at a time to the waste and is never redealt.",
            "La pioche donne une carte à la fois sur la défausse et n'est jamais redistribuée.",
            {**_FULL, "stock": "(4C) (5D)", "waste": "9H"}, legal=("deal",)),
    example("Once the stock is empty, the waste is not turned over.",
            "Une fois la pioche vide, la défausse n'est pas retournée.",
            {**_FULL, "waste": "9H 4C"}, refused={"redeal": "redeal"}),
]
