"""The table of the game declared in :mod:`solitaire_nb.games.poker`: the grid's hands
scored beside it (each row's on its right, each column's above it, the diagonals' at the
top corners) once their five cards are placed."""

from __future__ import annotations

from ...engine.position import Position
from ...games.poker import LINES, POINTS, hand_of
from ..geometry import Geometry
from ..layout import Column, Gap, Piles, Row, TableLayout

BAND = 0.3      # lines above the grid for the columns' scores

LAYOUT = TableLayout((Row((Piles("stock"), Piles("waste"), Gap(1),
                           Column((Gap(0, lines=BAND), Piles("tableau", wrap=5))), Gap(0.7))),))


def notes(game: Position, geometry: Geometry, lang: str) -> list[tuple[float, float, str]]:
    """The points of each complete hand, beside its row, above its column, at a top corner."""
    cells = game.group_piles("tableau")
    if len(cells) != 25 or any(cell.id not in geometry.spots for cell in cells):
        return []
    w, h, pitch = geometry.card_w, geometry.card_h, geometry.metrics.pitch
    first, last = geometry.spots[cells[0].id], geometry.spots[cells[4].id]
    above = first.y - (BAND * (h + geometry.metrics.v_gap) + geometry.metrics.v_gap) / 2
    out = []
    for kind, _number, numbers in LINES:
        cards = [cells[n - 1].cards[-1] for n in numbers if cells[n - 1].cards]
        if len(cards) != 5:
            continue
        points = str(POINTS[hand_of(cards)])
        if kind == "row":
            spot = geometry.spots[cells[numbers[-1] - 1].id]
            out.append((spot.x + w + pitch * 0.35, spot.y + h / 2, points))
        elif kind == "column":
            spot = geometry.spots[cells[numbers[0] - 1].id]
            out.append((spot.x + w / 2, above, points))
        elif kind == "diagonal_down":
            out.append((first.x - pitch * 0.35, above, "↘ " + points))
        else:
            out.append((last.x + w + pitch * 0.35, above, "↙ " + points))
    return out
