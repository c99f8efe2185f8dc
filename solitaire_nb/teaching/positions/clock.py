"""Prepared positions of the game declared in :mod:`solitaire_nb.games.clock`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("The centre's top card goes onto the pile of its hour; that pile's bottom card comes out "
            "onto the centre.",
            "La carte du dessus du milieu va sur la pile de son heure ; la carte du dessous de cette "
            "pile sort sur le milieu.",
            {"foundation7": "(9C) (2D) (JH) (4S)", "foundation3": "(5C) (6D) (8H) (TS)",
             "reserve1": "(KC) (QD) (3H) 7S"},
            select=("reserve1", 1), legal=("r1-f7",),
            refused={"r1-f3": "clock_hours", "f3-f7": "clock_hours", "r1-r1": "clock_kings"}),
    example("A King stays in the centre: played onto the centre, it brings the bottom card up.",
            "Un Roi reste au milieu : joué sur le milieu, il fait remonter la carte du dessous.",
            {"foundation1": "(9C) (2D) (JH) (4S)", "foundation12": "(5C) (6D) (8H) (TS)",
             "reserve1": "(AC) (QD) (3H) KS"},
            select=("reserve1", 1), legal=("r1-r1",),
            refused={"r1-f12": "clock_hours", "r1-f1": "clock_hours"}),
    example("With the four Kings in the centre, the game is over.",
            "Avec les quatre Rois au milieu, la partie est finie.",
            {"foundation1": "AS AH AD AC", "reserve1": "KC KD KH KS"},
            refused={"r1-r1": "clock_kings", "r1-f1": "clock_hours"}),
]
