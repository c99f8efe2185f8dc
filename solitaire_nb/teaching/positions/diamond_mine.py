"""Prepared positions of the game declared in :mod:`solitaire_nb.games.diamond_mine`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build down regardless of suit: 8H and 8S go on 9C; 7S does not.",
            "On construit en descendant quelle que soit la couleur : 8H et 8S vont sur 9C ; 7S non.",
            {"tableau1": "(4H) 9C", "tableau2": "8H", "tableau3": "8S", "tableau4": "7S"},
            select=("tableau2", 1), legal=("t2-t1", "t3-t1"), refused={"t4-t1": "build_down"}),
    example("A built sequence moves as a unit; cards out of sequence do not.",
            "Une suite construite se déplace d'un bloc ; des cartes hors suite, non.",
            {"tableau1": "(4H) 9C 8H 7S", "tableau2": "TH", "tableau3": "(2C) 5S 9S", "tableau4": "6H"},
            select=("tableau1", 3), legal=("t1-t2x3",),
            refused={"t3-t4x2": "sequence_move", "t1-t2x4": "face_down"}),
    example("An empty pile takes any card or sequence except a Diamond.",
            "Une pile vide reçoit n'importe quelle carte ou suite, sauf un Carreau.",
            {"tableau1": "", "tableau2": "(5S) 6C 5H", "tableau3": "9D"},
            select=("tableau2", 2), legal=("t2-t1x2", "t2-t1"),
            refused={"t3-t1": "diamond_mine_diamonds"}),
    example("Diamonds go only to the foundation, and nothing is built on a Diamond.",
            "Les Carreaux ne vont que sur la fondation, et rien ne se construit sur un Carreau.",
            {"tableau1": "TS", "tableau2": "9D", "tableau3": "(3C) TD", "tableau4": "9C"},
            select=("tableau2", 1), legal=("t2-f1", "t4-t1"),
            refused={"t2-t1": "diamond_mine_diamonds", "t4-t3": "diamond_mine_diamonds",
                     "t4-f1": "diamond_mine_diamonds"}),
    example("The foundation starts with any Diamond, builds up by suit, and the Ace follows the "
            "King; its cards are out of play.",
            "La fondation commence par n'importe quel Carreau, monte dans la couleur, et l'As suit "
            "le Roi ; ses cartes sont hors jeu.",
            {"foundation1": "QD KD", "tableau1": "AD", "tableau2": "2D", "tableau3": "(4S) 5C"},
            select=("tableau1", 1), legal=("t1-f1",),
            refused={"t2-f1": "build_up", "f1-t3": "out_of_play"}),
]
