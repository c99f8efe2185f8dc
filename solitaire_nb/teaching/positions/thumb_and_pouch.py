"""Prepared positions of the game declared in :mod:`solitaire_nb.games.thumb_and_pouch`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("A card goes on any suit but its own: 7D on 8H (both red) is fine, 7D on 8D is not.",
            "Une carte va sur n'importe quelle couleur sauf la sienne : 7D sur 8H (deux rouges) "
            "convient, 7D sur 8D non.",
            {"tableau1": "(5S) 7D", "tableau2": "8H", "tableau3": "8D", "tableau4": "8C",
             "tableau5": "9C"},
            select=("tableau1", 1), legal=("t1-t2", "t1-t4"),
            refused={"t1-t3": "build_any_suit_but_own", "t1-t5": "build_down"}),
    example("A sequence built that way moves as one unit.",
            "Une suite construite ainsi se déplace d'un bloc.",
            {"tableau1": "(2C) 9S 8S", "tableau2": "(3H) TC 9H 8C", "tableau3": "TD"},
            select=("tableau2", 2), legal=("t2-t3x2",),
            refused={"t2-t3x3": "build_down", "t1-t3x2": "sequence_move"}),
    example("Any card or sequence may fill an empty pile, not only a King.",
            "N'importe quelle carte ou suite peut occuper une pile vide, pas seulement un Roi.",
            {"tableau1": "", "tableau2": "(4S) 6D 5H", "waste": "3C"},
            select=("tableau2", 2), legal=("t2-t1x2", "t2-t1", "w-t1")),
    example("Foundations go up by suit from the Ace; their top card may come back to the tableau.",
            "Les fondations montent par couleur depuis l'As ; leur carte du dessus peut revenir au "
            "tableau.",
            {"foundation1": "AC 2C", "tableau1": "3C", "tableau2": "3S", "tableau3": "3H"},
            legal=("t1-f1", "f1-t3"), refused={"t2-f1": "build_by_suit", "t2-f2": "base_card",
                                               "f1-t1": "build_any_suit_but_own"}),
    example("One card at a time from the stock; two redeals.",
            "Une carte à la fois depuis la pioche ; deux redistributions.",
            {"stock": "(KD)", "waste": "4H"}, legal=("deal",), refused={"redeal": "redeal"}),
]
