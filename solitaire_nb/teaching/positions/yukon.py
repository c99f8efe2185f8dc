"""Prepared positions of the game declared in :mod:`solitaire_nb.games.yukon`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build down in alternate colours: 7D goes on 8C; 7S and 6D do not.",
            "On construit en descendant par couleur (rouge et noir) alternée : 7D va sur 8C ; 7S et 6D non.",
            {"tableau1": "(4H) 8C", "tableau2": "7D", "tableau3": "7S", "tableau4": "6D"},
            select=("tableau2", 1), legal=("t2-t1",),
            refused={"t3-t1": "build_alternate_colour", "t4-t1": "build_down"}),
    example("Any face-up card moves with every card on top of it, in order or not: 7D carries 2S "
            "and KH onto 8C. A face-down card never moves.",
            "Toute carte visible se déplace avec toutes les cartes posées sur elle, dans l'ordre ou "
            "non : 7D emporte 2S et KH sur 8C. Une carte face cachée ne bouge jamais.",
            {"tableau1": "(4H) 8C", "tableau2": "(5S) 7D 2S KH", "tableau3": "3D"},
            select=("tableau2", 3), legal=("t2-t1x3", "t2-t3x2"),
            refused={"t2-t1x2": "build_down", "t2-t1x4": "face_down"}),
    example("Only a King, with whatever lies on it, fills an empty pile.",
            "Seul un Roi, avec ce qui est posé sur lui, occupe une pile vide.",
            {"tableau1": "", "tableau2": "(5S) KD 4C 9H", "tableau3": "QS"},
            select=("tableau2", 3), legal=("t2-t1x3",), refused={"t3-t1": "empty_king_only",
                                                                 "t2-t1x2": "empty_king_only"}),
    example("Foundations start with an Ace and build up by suit, one card at a time; their cards "
            "are out of play.",
            "Les fondations commencent par un As et montent dans la même couleur, une carte à la "
            "fois ; leurs cartes sont hors jeu.",
            {"foundation1": "AH 2H", "tableau1": "(6C) 3H", "tableau2": "3C", "tableau3": "4S",
             "tableau4": "AC 4H"},
            select=("tableau1", 1), legal=("t1-f1",),
            refused={"t2-f1": "build_by_suit", "t3-f2": "base_card", "f1-t3": "out_of_play",
                     "t4-f2x2": "foundation"}),
]
