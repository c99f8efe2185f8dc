"""Prepared positions of the game declared in :mod:`solitaire_nb.games.union_square`."""

from __future__ import annotations

from ..examples import example

_UP_TO_KING = " ".join(r + "H" for r in "A23456789TJQK")


EXAMPLES = [
    example("On a single card, build up or down by suit.",
            "Sur une carte seule, on construit en montant ou en descendant dans la même couleur.",
            {"tableau1": "8H", "tableau2": "9H", "tableau3": "7H", "tableau4": "9S", "tableau5": "TH"},
            select=("tableau2", 1), legal=("t2-t1", "t3-t1"),
            refused={"t4-t1": "build_by_suit", "t5-t1": "build_up_or_down"}),
    example("Once a pile has two cards it keeps their direction: 8H on 7H goes up, so 9H may follow and "
            "7H may not.",
            "Dès qu'une pile a deux cartes, elle garde leur sens : 8H sur 7H monte, donc 9H peut suivre "
            "et 7H non.",
            {"tableau1": "7H 8H", "tableau2": "9H", "tableau3": "7H"},
            select=("tableau2", 1), legal=("t2-t1",), refused={"t3-t1": "union_square_direction"}),
    example("One card at a time; any card fills an empty pile; the waste's top card plays.",
            "Une carte à la fois ; n'importe quelle carte occupe une pile vide ; la carte du dessus de "
            "la défausse se joue.",
            {"tableau1": "5D 4D", "tableau2": "", "tableau3": "6D", "waste": "QC"},
            select=("tableau1", 1), legal=("t1-t2", "w-t2"), refused={"t1-t3x2": "single_card_move"}),
    example("Each suit has one foundation: Ace up to King, the other King, then down to the other Ace.",
            "Chaque couleur a une fondation : de l'As au Roi, l'autre Roi, puis en descendant jusqu'à "
            "l'autre As.",
            {"foundation1": _UP_TO_KING, "foundation2": "AS", "tableau1": "KH", "tableau2": "QH",
             "tableau3": "AS", "tableau4": "AD", "tableau5": "2S"},
            select=("tableau1", 1), legal=("t1-f1", "t4-f3", "t5-f2"),
            refused={"t2-f1": "union_square_turn_around", "t3-f3": "union_square_one_per_suit",
                     "f2-t5": "out_of_play"}),
    example("The stock deals one card at a time; there is no redeal.",
            "La pioche donne une carte à la fois ; pas de redistribution.",
            {"stock": "(4C)", "waste": "9H"}, legal=("deal",)),
]
