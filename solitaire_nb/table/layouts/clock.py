"""The table of the game declared in :mod:`solitaire_nb.games.clock`."""

from __future__ import annotations

import math

from ...engine.position import Position
from ...games.clock import CENTRE, hour
from ..geometry import Geometry
from ..layout import Shape, TableLayout
from ..regions import Layered


def _ring() -> tuple:
    """(across, down) of the twelve hours round a centre at (3, 2)."""
    return tuple((round(3 + 3 * math.sin(math.radians(30 * h)), 2),
                  round(2 - 2 * math.cos(math.radians(30 * h)), 2)) for h in range(1, 13))


LAYOUT = TableLayout((Layered((Shape("foundation", _ring(), outline=True),
                               Shape("reserve", ((3, 2),), outline=True))),))


def notes(game: Position, geometry: Geometry, lang: str) -> list[tuple[float, float, str]]:
    """Each pile's hour (1 to 12, as on a clock face), just inside the ring, off its cards."""
    centre = geometry.spots.get(CENTRE)
    if centre is None:
        return []
    w, h = geometry.card_w, geometry.card_h
    cx, cy = centre.x + w / 2, centre.y + h / 2
    out = []
    for pile in game.group_piles("foundation"):
        spot = geometry.spots.get(pile.id)
        if spot is None:
            continue
        px, py = spot.x + w / 2, spot.y + h / 2
        dx, dy = cx - px, cy - py
        length = math.hypot(dx, dy) or 1.0
        dx, dy = dx / length, dy / length
        # from the card's centre to its edge along the way in, then a little further
        edge = min(w / 2 / abs(dx) if dx else math.inf, h / 2 / abs(dy) if dy else math.inf)
        step = edge + w * 0.34      # past the count under the card at the top
        out.append((px + dx * step, py + dy * step, str(hour(pile))))
    return out
