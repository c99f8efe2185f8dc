"""Prepared positions of the game declared in :mod:`solitaire_nb.games.fortunes`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("A top card is discarded when another pile shows a higher card of its suit; Aces are "
            "high, so AS lets KS go, and 9H lets 5H go.",
            "Une carte du dessus est défaussée quand une autre pile montre une carte plus forte de sa "
            "couleur ; les As sont forts : AS permet de défausser KS, et 9H de défausser 5H.",
            {"tableau1": "5H", "tableau2": "9H", "tableau3": "AS", "tableau4": "KS", "stock": "(2C)"},
            select=("tableau1", 1), legal=("t1-f1", "t4-f1"),
            refused={"t2-f1": "fortunes_lower_of_suit", "t3-f1": "fortunes_lower_of_suit",
                     "t1-t2": "fortunes_only_onto_empty"}),
    example("An empty pile takes any card, or a group with every card above it, from another pile.",
            "Une pile vide reçoit n'importe quelle carte, ou un groupe avec toutes les cartes posées "
            "dessus, venant d'une autre pile.",
            {"tableau1": "3C 7D QH", "tableau2": "", "tableau3": "4S", "tableau4": "2D",
             "stock": "(2C) (5C) (6C) (8C)"},
            select=("tableau1", 2), legal=("t1-t2x2", "t1-t2x3", "t3-t2", "deal"),
            refused={"t3-t4": "fortunes_only_onto_empty"}),
    example("Discarded cards are out of play.",
            "Les cartes défaussées sont hors jeu.",
            {"foundation1": "4H", "tableau1": "", "tableau2": "9H", "tableau3": "AS", "tableau4": "KS"},
            legal=("t4-f1",), refused={"f1-t1": "out_of_play"}),
]
