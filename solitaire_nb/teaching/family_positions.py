"""Prepared positions for rules that several games share (Scorpion, Odessa, Ten Across...).

Each function gives the same teaching position for any game of the family (the
game's id is filled in by :func:`solitaire_nb.teaching.examples.examples`), so the
example is written once and checked against every game that uses it.
"""

from ..text.phrases import Phrase
from .examples import Example, example


def build_down_by_suit() -> Example:
    return Example(
        "",
        Phrase(en="Build down by suit: 7C goes on 8C; 7S and 6C do not.",
               fr="On construit en descendant dans la même couleur : 7C va sur 8C ; 7S et 6C non."),
        {"tableau1": "(4H) 8C", "tableau2": "7C", "tableau3": "7S", "tableau4": "6C"},
        select=("tableau2", 1), legal=("t2-t1",),
        refused={"t3-t1": "build_by_suit", "t4-t1": "build_down"})


def any_face_up_group() -> Example:
    return Example(
        "",
        Phrase(en="Any face-up card moves with every card on top of it, in order or not: 7C carries 2S "
                  "and KH onto 8C. A face-down card never moves.",
               fr="Toute carte visible se déplace avec toutes les cartes posées sur elle, dans l'ordre ou "
                  "non : 7C emporte 2S et KH sur 8C. Une carte face cachée ne bouge jamais."),
        {"tableau1": "(4H) 8C", "tableau2": "(5S) 7C 2S KH"},
        select=("tableau2", 3), legal=("t2-t1x3",),
        refused={"t2-t1x2": "build_down", "t2-t1x4": "face_down"})


def king_group_fills_empty_pile() -> Example:
    return Example(
        "",
        Phrase(en="Only a King, with whatever lies on it, fills an empty pile.",
               fr="Seul un Roi, avec ce qui est posé sur lui, occupe une pile vide."),
        {"tableau1": "", "tableau2": "(5S) KD 4C", "tableau3": "QS"},
        select=("tableau2", 2), legal=("t2-t1x2",), refused={"t3-t1": "empty_king_only"})


# The four Aces laid on the foundations before the deal (Beleaguered Castle, Cruel).
ACES_ON_FOUNDATIONS = {"foundation1": "AC", "foundation2": "AD", "foundation3": "AH", "foundation4": "AS"}


def single_cards_down_regardless_of_suit() -> Example:
    return Example(
        "",
        Phrase(en="Build down regardless of suit, one card at a time.",
               fr="On construit en descendant sans tenir compte de la couleur, une carte à la fois."),
        {"tableau1": "KD 9H", "tableau2": "QC 8S", "tableau3": "JS 8D 7C", "tableau4": "6H"},
        select=("tableau2", 1), legal=("t2-t1", "t3-t2"),
        refused={"t4-t1": "build_down", "t3-t1x2": "single_card_move"})


def empty_pile_never_filled(piles: dict | None = None) -> Example:
    return Example(
        "",
        Phrase(en="An empty pile is never filled again.", fr="Une pile vide n'est plus jamais remplie."),
        {**(piles or {}), "tableau1": "QH 5C", "tableau2": ""},
        select=("tableau1", 1), refused={"t1-t2": "empty_never"})


def down_by_suit_and_free_cells() -> Example:
    return Example(
        "",
        Phrase(en="Build down by suit, and any single card goes into an empty free cell.",
               fr="On construit en descendant dans la même couleur, et n'importe quelle carte seule va dans "
                  "une cellule libre vide."),
        {"reserve1": "KD", "tableau1": "QS 8H", "tableau2": "9H", "tableau3": "9D"},
        select=("tableau1", 1), legal=("t1-t2", "t1-r2"),
        refused={"t1-t3": "build_by_suit", "t1-r1": "free_cell"})


# Chessboard, Fortress
def one_card_any_card_fills_empty_pile() -> Example:
    return example("One card at a time; any card may fill an empty pile.",
                   "Une carte à la fois ; n'importe quelle carte peut occuper une pile vide.",
                   {"tableau1": "5D 4D", "tableau2": "", "tableau3": "6D"},
                   select=("tableau1", 1), legal=("t1-t2",), refused={"t1-t3x2": "single_card_move"})


# Eight Off, Seahaven
def king_run_fills_empty_pile() -> Example:
    return example("Only a King, or a sequence headed by a King, fills an empty pile.",
                   "Seul un Roi, ou une suite commençant par un Roi, occupe une pile vide.",
                   {"tableau1": "KH QH", "tableau2": "", "tableau3": "QS"},
                   select=("tableau1", 2), legal=("t1-t2x2",), refused={"t3-t2": "empty_king_only"})


# Spiderette, Will o' the Wisp
def empty_pile_takes_any_run_of_one_suit() -> Example:
    return example("An empty pile takes any card or run of one suit.",
                   "Une pile vide reçoit n'importe quelle carte ou suite d'une même couleur.",
                   {"tableau1": "", "tableau2": "(3D) 9S 8S"}, select=("tableau2", 2),
                   legal=("t2-t1x2", "t2-t1"))
