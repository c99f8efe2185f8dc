"""Regions of a table layout that only some games use (see :mod:`solitaire_nb.table.layout`)."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.position import Position
from .geometry import Metrics, Spot
from .layout import Region


@dataclass(frozen=True)
class Layered(Region):
    """Several regions laid at the same corner, later ones on top (a ring of piles
    around a centre pile: Clock).  Width and height are the largest of the parts'."""

    parts: tuple

    def width(self, game: Position) -> float:
        return max(part.width(game) for part in self.parts)

    def height(self, game: Position, metrics: Metrics) -> float:
        return max(part.height(game, metrics) for part in self.parts)

    def place(self, game: Position, x: float, y: float, metrics: Metrics, bottom: float,
              room: float | None = None) -> list[Spot]:
        return [spot for part in self.parts for spot in part.place(game, x, y, metrics, bottom, room)]
