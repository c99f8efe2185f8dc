"""Prepared positions of the game declared in :mod:`solitaire_nb.games.ten_across`."""

from __future__ import annotations

from ..examples import example
from ..family_positions import any_face_up_group, build_down_by_suit, king_group_fills_empty_pile

EXAMPLES = [
    build_down_by_suit(),
    any_face_up_group(),
    king_group_fills_empty_pile(),
    example("A temporary slot holds one card; its card may go to the tableau; an empty slot takes "
            "any single card again.",
            "Un emplacement temporaire contient une carte, qui peut aller au tableau ; un "
            "emplacement vide reprend n'importe quelle carte seule.",
            {"reserve1": "9D", "reserve2": "", "tableau1": "TD", "tableau2": "8H 3C"},
            select=("reserve1", 1), legal=("r1-t1", "t2-r2"),
            refused={"t2-r1": "free_cell", "t2-r2x2": "free_cell"}),
    example("Without the temporary slots option, an emptied slot stays empty.",
            "Sans l'option des emplacements temporaires, un emplacement vidé reste vide.",
            {"reserve1": "9D", "reserve2": "", "tableau1": "TD", "tableau2": "3C"},
            options={"temp_slots": False}, legal=("r1-t1",), refused={"t2-r2": "free_cell"}),
]
