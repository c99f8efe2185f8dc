"""Prepared positions for rules that several games share (Scorpion, Odessa, Ten Across...).

Each function gives the same teaching position for any game of the family,
so the example is written once and checked against every game that uses it.
"""

from ..examples import Example


def build_down_by_suit(game_id: str) -> Example:
    return Example(
        game_id,
        {"en": "Build down by suit: 7C goes on 8C; 7S and 6C do not.",
         "fr": "On construit en descendant dans la même couleur : 7C va sur 8C ; 7S et 6C non."},
        {"tableau1": "(4H) 8C", "tableau2": "7C", "tableau3": "7S", "tableau4": "6C"},
        select=("tableau2", 1), legal=("t2-t1",),
        refused={"t3-t1": "build_by_suit", "t4-t1": "build_down"})


def any_face_up_group(game_id: str) -> Example:
    return Example(
        game_id,
        {"en": "Any face-up card moves with every card on top of it, in order or not: 7C carries 2S "
               "and KH onto 8C. A face-down card never moves.",
         "fr": "Toute carte visible se déplace avec toutes les cartes posées sur elle, dans l'ordre ou "
               "non : 7C emporte 2S et KH sur 8C. Une carte face cachée ne bouge jamais."},
        {"tableau1": "(4H) 8C", "tableau2": "(5S) 7C 2S KH"},
        select=("tableau2", 3), legal=("t2-t1x3",),
        refused={"t2-t1x2": "build_down", "t2-t1x4": "face_down"})


def king_group_fills_empty_pile(game_id: str) -> Example:
    return Example(
        game_id,
        {"en": "Only a King, with whatever lies on it, fills an empty pile.",
         "fr": "Seul un Roi, avec ce qui est posé sur lui, occupe une pile vide."},
        {"tableau1": "", "tableau2": "(5S) KD 4C", "tableau3": "QS"},
        select=("tableau2", 2), legal=("t2-t1x2",), refused={"t3-t1": "empty_king_only"})
