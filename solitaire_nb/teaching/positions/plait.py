"""Prepared positions of the game declared in :mod:`solitaire_nb.games.plait`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Base rank Seven: every foundation starts with a Seven; before any build, 8H or 6H may "
            "go on 7H, but not 8S.",
            "Rang de base Sept : chaque fondation commence par un Sept ; avant toute construction, "
            "8H ou 6H peut aller sur 7H, mais pas 8S.",
            {"foundation1": "7H", "reserve1": "8H", "reserve2": "6H", "reserve3": "8S",
             "reserve4": "7C", "reserve5": "9C"},
            state={"base_rank": 7}, select=("reserve1", 1), legal=("r1-f1", "r2-f1", "r4-f2"),
            refused={"r3-f1": "build_by_suit", "r5-f2": "base_card"}),
    example("The first build went up, so every foundation now goes up: 8D goes on 7D, 6D does not; "
            "a King is followed by an Ace.",
            "La première construction est montante, donc toutes les fondations montent : 8D va sur "
            "7D, 6D non ; l'As suit le Roi.",
            {"foundation1": "7H 8H", "foundation2": "7D", "foundation3": "7S 8S 9S TS JS QS KS",
             "reserve1": "8D", "reserve2": "6D", "reserve3": "AS"},
            state={"base_rank": 7, "direction": "up"}, select=("reserve1", 1),
            legal=("r1-f2", "r3-f3"), refused={"r2-f2": "plait_one_direction"}),
    example("Only the top card of the plait plays: it may go to a foundation or an empty edge, not "
            "into an empty cell.",
            "Seule la carte du dessus de la tresse est jouable : elle peut aller sur une fondation ou "
            "un bord vide, pas dans un emplacement vide.",
            {"plait": "3C 9D 7S", "edge1": "", "reserve1": "", "foundation1": "7H"},
            state={"base_rank": 7}, select=("plait", 1), legal=("plait-f2", "plait-edge1"),
            refused={"plait-reserve1": "plait_not_to_cells", "plait-edge1x2": "single_card_move"}),
    example("An edge card sent to a foundation is replaced by the plait's top card; cells and edges "
            "hold one card each.",
            "Une carte d'un bord montée sur une fondation est remplacée par la carte du dessus de la "
            "tresse ; emplacements et bords contiennent une carte chacun.",
            {"plait": "3C 9D", "edge1": "8H", "foundation1": "7H", "reserve1": "KS", "reserve2": "",
             "waste": "4D"},
            state={"base_rank": 7}, select=("edge1", 1), legal=("edge1-f1", "w-reserve2", "r1-reserve2"),
            refused={"w-reserve1": "free_cell", "r1-w": "waste"}),
    example("The stock turns one card at a time; the waste may be turned over twice.",
            "La pioche retourne une carte à la fois ; la défausse peut être retournée deux fois.",
            {"stock": "", "waste": "4D 5C"}, state={"base_rank": 7}, legal=("redeal",)),
]
