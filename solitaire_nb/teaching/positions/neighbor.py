"""Prepared positions of the game declared in :mod:`solitaire_nb.games.neighbor`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Two touching cards adding up to 13 make a pair: 6C pairs with 7H beside it and with 7D "
            "at its corner, not with 7S two slots away nor with 8S (6 + 8 = 14).",
            "Deux cartes voisines dont la somme fait 13 forment une paire : 6C va avec 7H à côté et "
            "avec 7D par un coin, pas avec 7S à deux emplacements ni avec 8S (6 + 8 = 14).",
            {"tableau1": "7D", "tableau2": "8S", "tableau3": "QC", "tableau4": "4C", "tableau5": "5C",
             "tableau6": "9C", "tableau7": "6C", "tableau8": "7H", "tableau9": "7S",
             "stock": "(2S)"},
            select=("tableau7", 1), legal=("t7-t8", "t7-t1"),
            refused={"t7-t9": "pair_touching", "t7-t2": "pair_sum"}),
    example("A Queen and an Ace, a Jack and a 2 add up to 13.",
            "Une Dame et un As, un Valet et un 2 font 13.",
            {"tableau1": "QH", "tableau2": "AS", "tableau3": "JD", "tableau4": "2C", "stock": "(2S)"},
            legal=("t1-t2", "t3-t4", "t4-t3"), refused={"t2-t3": "pair_sum"}),
    example("A King is removed alone, to the removed cards; no other card goes there alone.",
            "Un Roi se retire seul, vers les cartes retirées ; aucune autre carte n'y va seule.",
            {"tableau1": "KC", "tableau2": "5D", "stock": "(2S)"},
            select=("tableau1", 1), legal=("t1-f1",),
            refused={"t2-f1": "removed_alone", "t1-t2": "pair_sum"}),
    example("An empty slot takes no card: only a card of a pair, dropped on its partner, moves.",
            "Un emplacement vide ne prend aucune carte : seule une carte d'une paire, posée sur sa "
            "partenaire, se déplace.",
            {"tableau1": "6C", "tableau2": "7H", "stock": "(2S)"},
            select=("tableau1", 1), legal=("t1-t2",), refused={"t1-t3": "pair_removal"}),
]
