"""Prepared positions of the game declared in :mod:`solitaire_nb.games.bakers_game`."""

from __future__ import annotations

from ..examples import example

_FULL_ROW = {"tableau3": "KC", "tableau4": "KD", "tableau5": "KH", "tableau6": "KS", "tableau8": "QD"}


EXAMPLES = [
    example("Build down by suit: the Eight of hearts goes on the Nine of hearts, not on the Nine of "
            "diamonds.",
            "On construit en descendant dans la même couleur : le Huit de cœur va sur le Neuf de cœur, "
            "pas sur le Neuf de carreau.",
            {"tableau1": "QS 8H", "tableau2": "9H", "tableau3": "9D", "tableau4": "TH"},
            select=("tableau1", 1), legal=("t1-t2",),
            refused={"t1-t3": "build_by_suit", "t1-t4": "build_down"}),
    example("A free cell holds any single card; a full one takes nothing more.",
            "Une cellule libre reçoit n'importe quelle carte seule ; pleine, elle n'accepte plus rien.",
            {"reserve1": "KD", "tableau1": "5H 9C"},
            select=("tableau1", 1), legal=("t1-r2",), refused={"t1-r1": "free_cell"}),
    example("A sequence moves at once if it could be moved card by card: (free cells + 1) x 2 ^ empty "
            "columns. One free cell and no empty column: 2 cards, not 3.",
            "Une suite se déplace d'un coup si on pourrait la déplacer carte par carte : (cellules + 1) "
            "x 2 ^ colonnes vides. Une cellule et aucune colonne vide : 2 cartes, pas 3.",
            {"reserve1": "2C", "reserve2": "3C", "reserve3": "4C", "tableau1": "8S 7S 6S",
             "tableau2": "9S", "tableau7": "9D 8D", **_FULL_ROW, "tableau8": "TD"},
            select=("tableau7", 2), legal=("t7-t8x2",),
            refused={"t1-t2x3": "free_cell_limited_move"}),
    example("Any card or sequence may fill an empty column.",
            "N'importe quelle carte ou suite peut occuper une colonne vide.",
            {"tableau1": "8H 7H", "tableau2": "", "tableau3": "4D"},
            select=("tableau1", 2), legal=("t1-t2x2", "t1-t2", "t3-t2")),
    example("Foundations start with an Ace, build up by suit, and their cards are out of play.",
            "Les fondations commencent par un As, montent dans la même couleur, et leurs cartes sont "
            "hors jeu.",
            {"foundation1": "AH 2H", "tableau1": "3H", "tableau2": "3S", "tableau3": "4S", "tableau4": "2C"},
            select=("tableau1", 1), legal=("t1-f1",),
            refused={"f1-t3": "out_of_play", "t2-f1": "build_by_suit", "t4-f2": "base_card"}),
]
