"""Prepared positions of the game declared in :mod:`solitaire_nb.games.eagle_wing`."""

from __future__ import annotations

from ..examples import example

_TRUNK = "4C (2C) (3C)"


EXAMPLES = [
    example("Build down in suit, a King going on an Ace; one card at a time.",
            "On construit en descendant par couleur, un Roi allant sur un As ; une carte à la fois.",
            {"foundation1": "7D", "reserve1": _TRUNK, "tableau1": "9S", "tableau2": "8S",
             "tableau3": "8H", "tableau4": "AC", "tableau5": "KC", "tableau6": "TD 9D",
             "tableau7": "JH TH", "tableau8": "QH", "stock": "(5D)"},
            state={"base_rank": 7}, select=("tableau2", 1), legal=("t2-t1", "t5-t4"),
            refused={"t3-t1": "build_by_suit", "t1-t2": "build_down",
                     "t7-t8x2": "single_card_move"}),
    example("A tableau pile holds three cards at most: 8S cannot go on a full pile.",
            "Une pile du tableau contient au plus trois cartes : 8S ne peut pas aller sur une pile "
            "pleine.",
            {"foundation1": "7D", "reserve1": _TRUNK, "tableau1": "JS TS 9S", "tableau2": "8S",
             "tableau3": "TH", "tableau4": "9H", "tableau5": "5C", "tableau6": "6C", "tableau7": "2H",
             "tableau8": "3H", "stock": "(5D)"},
            state={"base_rank": 7}, select=("tableau2", 1), legal=("t4-t3",),
            refused={"t2-t1": "pile_limit"}),
    example("Foundations start with the base rank (here Seven) and build up in suit, an Ace after a "
            "King; a whole pile may go up at once, its top card first.",
            "Les fondations commencent au rang de base (ici Sept) et montent par couleur, l'As après "
            "le Roi ; une pile entière peut y monter d'un coup, sa carte du dessus d'abord.",
            {"foundation1": "7D 8D 9D TD JD QD", "reserve1": _TRUNK, "tableau1": "2D AD KD",
             "tableau2": "7S", "tableau3": "8S", "tableau4": "KH", "tableau5": "5C",
             "tableau6": "6C", "tableau7": "2H", "tableau8": "3H", "stock": "(5D)"},
            state={"base_rank": 7}, select=("tableau1", 3), legal=("t1-f1x3", "t1-f1", "t2-f2"),
            refused={"t3-f2": "base_card", "t4-f1": "build_by_suit", "f1-t4": "out_of_play"}),
    example("A tableau pile emptied by a move is filled at once from the reserve, whose cards stay "
            "face down until only one is left.",
            "Une pile vidée par un coup est aussitôt remplie depuis la réserve, dont les cartes "
            "restent face cachée jusqu'à la dernière.",
            {"foundation1": "7D", "reserve1": _TRUNK, "tableau1": "8D", "tableau2": "9S",
             "tableau3": "TC", "tableau4": "9H", "tableau5": "5C", "tableau6": "6C", "tableau7": "2H",
             "tableau8": "3H", "stock": "(5D)"},
            state={"base_rank": 7}, select=("tableau1", 1), legal=("t1-f1",),
            refused={"r1-t2": "face_down"}),
    example("The last card of the reserve is face up and may be played.",
            "La dernière carte de la réserve est face visible et peut être jouée.",
            {"foundation1": "7D", "reserve1": "4C", "tableau1": "9S", "tableau2": "5C",
             "tableau3": "TC", "tableau4": "9H", "tableau5": "QS", "tableau6": "6C", "tableau7": "2H",
             "tableau8": "3H", "stock": "(5D)"},
            state={"base_rank": 7}, select=("reserve1", 1), legal=("r1-t2",),
            refused={"t2-r1": "reserve"}),
    example("Once the reserve is empty, any single card from the waste or the tableau may fill an "
            "empty pile.",
            "Une fois la réserve vide, n'importe quelle carte seule de la défausse ou du tableau peut "
            "occuper une pile vide.",
            {"foundation1": "7D", "reserve1": "", "tableau1": "", "tableau2": "5C 4C",
             "tableau3": "TC", "tableau4": "9H", "tableau5": "QS", "tableau6": "6C", "tableau7": "2H",
             "tableau8": "3H", "waste": "JS", "stock": "(5D)"},
            state={"base_rank": 7}, select=("waste", 1), legal=("w-t1", "t3-t1"),
            refused={"t2-t1x2": "single_card_move"}),
    example("The stock deals one card at a time to the waste.",
            "La pioche donne une carte à la fois sur la défausse.",
            {"tableau2": "KS", "tableau3": "KH", "tableau4": "KD", "tableau5": "KC", "tableau6": "QS",
             "tableau7": "QH", "tableau8": "QD", "foundation1": "7D", "reserve1": _TRUNK, "tableau1": "9S",
             "stock": "(4H) (5D)"},
            state={"base_rank": 7}, legal=("deal",)),
    example("The waste may be turned over twice.",
            "La défausse peut être retournée deux fois.",
            {"tableau2": "KS", "tableau3": "KH", "tableau4": "KD", "tableau5": "KC", "tableau6": "QS",
             "tableau7": "QH", "tableau8": "QD", "foundation1": "7D", "reserve1": _TRUNK, "tableau1": "9S",
             "waste": "4H 5D"},
            state={"base_rank": 7}, legal=("redeal",)),
]
