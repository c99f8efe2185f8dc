"""Prepared positions of the game declared in :mod:`solitaire_nb.games.straight_up`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build down by suit: 7H goes on 8H, not on 8D; a King goes on an Ace of its suit.",
            "On construit en descendant par couleur : 7H va sur 8H, pas sur 8D ; un Roi va sur un As de "
            "sa couleur.",
            {"tableau1": "7H", "tableau2": "8H", "tableau3": "8D", "tableau4": "AS", "waste": "KS",
             "reserve1": "(3C) 9C"},
            select=("tableau1", 1), legal=("t1-t2", "w-t4"),
            refused={"t1-t3": "build_by_suit", "t3-t2": "build_down"}),
    example("A built sequence moves together.",
            "Une suite construite se déplace d'un bloc.",
            {"tableau1": "9C 8C 7C", "tableau2": "TC", "tableau3": "TS", "tableau4": "4D",
             "reserve1": "(3C) 5C"},
            select=("tableau1", 3), legal=("t1-t2x3",), refused={"t1-t3x3": "build_by_suit"}),
    example("An emptied tableau pile is refilled at once from the reserve: move 4S away and 9C takes "
            "its place; nothing goes onto the reserve.",
            "Une pile du tableau vidée est aussitôt remplie depuis la réserve : déplacez le 4S et le 9C "
            "prend sa place ; rien ne va sur la réserve.",
            {"tableau1": "4S", "tableau2": "5S", "tableau3": "JD", "tableau4": "QH", "reserve1": "(3C) 9C"},
            select=("tableau1", 1), legal=("t1-t2",), refused={"t1-r1": "reserve"}),
    example("Once the reserve is spent, only the top card of the waste may fill an empty pile.",
            "Une fois la réserve épuisée, seule la carte du dessus de la défausse peut occuper une pile "
            "vide.",
            {"tableau1": "", "tableau2": "QH JH", "tableau3": "5D", "tableau4": "8C", "waste": "3D"},
            select=("waste", 1), legal=("w-t1",),
            refused={"t2-t1x2": "empty_from_waste", "t3-t1": "empty_from_waste"}),
    example("Foundations start with the Twos and go up by suit to the Ace; a run of one suit may go up "
            "in one move; their cards are out of play.",
            "Les fondations commencent par les Deux et montent par couleur jusqu'à l'As ; une suite "
            "d'une même couleur peut y monter en un coup ; leurs cartes sont hors jeu.",
            {"foundation1": "2C 3C 4C 5C 6C 7C 8C 9C TC JC", "foundation2": "2D", "foundation3": "2H",
             "foundation4": "2S", "tableau1": "AC KC QC", "tableau2": "4D", "tableau3": "3H",
             "tableau4": "5S", "reserve1": "(3S) 9S"},
            select=("tableau1", 3), legal=("t1-f1x3", "t1-f1", "t3-f3"),
            refused={"t2-f2": "build_up", "f1-t2": "out_of_play"}),
    example("One card at a time from the stock; the waste is turned back over twice.",
            "Une carte à la fois depuis la pioche ; la défausse est retournée deux fois.",
            {"waste": "9H 4C", "tableau1": "5S", "tableau2": "JD", "tableau3": "QS", "tableau4": "7S",
             "reserve1": "(3C) 9C"},
            legal=("redeal",), refused={"deal": "deal_to_waste"}),
]
