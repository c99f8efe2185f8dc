"""Prepared positions of the game declared in :mod:`solitaire_nb.games.golf`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("One rank up or down, whatever the suit: on the 8C, the 9H or the 7S; not the 5D.",
            "Un rang au-dessus ou en dessous, quelle que soit la couleur : sur le 8C, le 9H ou le "
            "7S ; pas le 5D.",
            {"waste": "3D 8C", "tableau1": "4C 9H", "tableau2": "7S", "tableau3": "5D"},
            select=("tableau1", 1), legal=("t1-w", "t2-w"),
            refused={"t3-w": "build_up_or_down", "t1-t2": "tableau"}),
    example("Only the top card of a column plays.",
            "Seule la carte du dessus d'une colonne se joue.",
            {"waste": "8C", "tableau1": "9H 4C"},
            refused={"t1-w x2": "single_card_move", "w-t1": "tableau"}),
    example("No wrap: a Two goes on an Ace, a King does not.",
            "Pas de boucle : un Deux va sur un As, un Roi non.",
            {"waste": "AS", "tableau1": "2H", "tableau2": "KD"},
            select=("tableau1", 1), legal=("t1-w",), refused={"t2-w": "build_up_or_down"}),
    example("Nothing goes on a King, not even a Queen: only the stock covers it.",
            "Rien ne va sur un Roi, pas même une Dame : seule la pioche le recouvre.",
            {"waste": "KS", "tableau1": "QH", "stock": "(5C)"},
            legal=("deal",), refused={"t1-w": "golf_nothing_on_king"}),
    example("A King may go on a Queen.",
            "Un Roi peut aller sur une Dame.",
            {"waste": "QS", "tableau1": "KH"},
            select=("tableau1", 1), legal=("t1-w",)),
]
