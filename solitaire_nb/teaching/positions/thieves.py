"""Prepared positions of the game declared in :mod:`solitaire_nb.games.thieves`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("One rank up or down, whatever the suit: on the 8C, the 9H or the 7S; not the 5D.",
            "Un rang au-dessus ou en dessous, quelle que soit la couleur : sur le 8C, le 9H ou le "
            "7S ; pas le 5D.",
            {"waste": "3D 8C", "tableau1": "4C 9H", "tableau2": "7S", "tableau3": "5D"},
            select=("tableau1", 1), legal=("t1-w", "t2-w"),
            refused={"t3-w": "build_up_or_down", "t1-t2": "tableau", "t1-w x2": "single_card_move"}),
    example("A Joker goes on any card, and any card goes on a Joker.",
            "Un Joker va sur n'importe quelle carte, et n'importe quelle carte va sur un Joker.",
            {"waste": "JK", "tableau1": "5D", "tableau2": "KS", "tableau3": "JK"},
            select=("tableau1", 1), legal=("t1-w", "t2-w", "t3-w")),
    example("No wrap: a Queen and a Two go on a King and an Ace, not an Ace on a King.",
            "Pas de boucle : une Dame va sur un Roi, mais pas un As.",
            {"waste": "KS", "tableau1": "QH", "tableau2": "AD", "stock": "(4C)"},
            select=("tableau1", 1), legal=("t1-w", "deal"), refused={"t2-w": "build_up_or_down"}),
]
