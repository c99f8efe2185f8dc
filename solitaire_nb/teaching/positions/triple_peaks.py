"""Prepared positions of the game declared in :mod:`solitaire_nb.games.triple_peaks`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("A free card goes on the waste one rank up or down, whatever the suit; a covered "
            "card cannot move.",
            "Une carte libre va sur la défausse un rang au-dessus ou en dessous, quelle que soit la "
            "couleur ; une carte recouverte ne peut pas bouger.",
            {"waste": "8C", "tableau10": "7D", "tableau19": "9H", "tableau20": "4S", "tableau21": "5D"},
            select=("tableau19", 1), legal=("t19-w",),
            refused={"t20-w": "build_up_or_down", "t10-w": "free_card", "t19-t21": "tableau"}),
    example("The Ace is next to both the King and the Two.",
            "L'As est voisin du Roi et du Deux.",
            {"waste": "AS", "tableau19": "KH", "tableau20": "2D", "tableau21": "QC"},
            select=("tableau19", 1), legal=("t19-w", "t20-w"), refused={"t21-w": "build_up_or_down"}),
    example("A face-down card is not free; it turns up once both cards covering it have gone.",
            "Une carte face cachée n'est pas libre ; elle se retourne quand les deux cartes qui la "
            "recouvrent sont parties.",
            {"waste": "5C", "tableau10": "(6D)", "tableau20": "4H", "stock": "(9S)"},
            legal=("t20-w", "deal"), refused={"t10-w": "face_down"}),
]
