"""Prepared positions of the game declared in :mod:`solitaire_nb.games.backbone`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build down by suit, one card at a time; any card but a reserve card fills an empty pile.",
            "On construit en descendant dans la même couleur, une carte à la fois ; n'importe quelle "
            "carte sauf une carte de la réserve occupe une pile vide.",
            {"tableau1": "9H", "tableau2": "8H", "tableau3": "8S", "tableau4": "", "waste": "QC",
             "reserve3": "5D", "tableau5": "9D 7H"},
            select=("tableau2", 1), legal=("t2-t1", "w-t4", "t3-t4"),
            refused={"t3-t1": "build_by_suit", "t5-t1": "build_down",
                     "r3-t4": "backbone_no_reserve_to_space", "t5-t2x2": "single_card_move"}),
    example("The backbone card covers both reserve columns: they play only once it has gone.",
            "La carte de l'épine dorsale couvre les deux colonnes : elles ne se jouent qu'une fois "
            "celle-ci partie.",
            {"reserve1": "4C 9S", "reserve2": "3D 7H", "reserve3": "JD", "tableau1": "TS", "tableau2": "QD",
             "tableau3": "8H"},
            select=("reserve3", 1), legal=("r3-t2",),
            refused={"r1-t1": "backbone_covers", "r2-t3": "backbone_covers", "t1-r3": "reserve"}),
    example("Without the backbone card, the top card of each column plays.",
            "Sans la carte de l'épine dorsale, la carte du dessus de chaque colonne se joue.",
            {"reserve1": "4C 9S", "reserve2": "3D 7H", "tableau1": "TS", "tableau3": "8H"},
            select=("reserve1", 1), legal=("r1-t1", "r2-t3")),
    example("Foundations build up by suit from the Ace; their cards are out of play.",
            "Les fondations montent dans la même couleur à partir de l'As ; leurs cartes sont hors jeu.",
            {"foundation1": "AH 2H", "tableau1": "3H", "tableau2": "3S", "tableau3": "4H", "tableau4": "2C"},
            select=("tableau1", 1), legal=("t1-f1",),
            refused={"t2-f1": "build_by_suit", "t4-f2": "base_card", "f1-t3": "out_of_play"}),
    example("The stock deals one card at a time; the waste may be turned over once.",
            "La pioche donne une carte à la fois ; la défausse peut être retournée une fois.",
            {"waste": "4C 5D"}, legal=("redeal",)),
]
