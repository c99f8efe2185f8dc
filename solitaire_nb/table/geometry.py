"""The table measured: card size, where each pile lies, card rectangles and hit-testing.

:func:`solitaire_nb.table.layout.compute` fills a :class:`Geometry` from a game's
layout; the renderers and the widget read it (logical pixels, scaled by the
renderers for HiDPI screens).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.pile import Pile
from ..engine.position import Position

DOWN_FACE_DOWN = 0.12     # downward fan offset of a face-down card, in card heights
DOWN_FACE_UP = 0.27       # ... of a face-up card
RIGHT_FAN = 0.24          # waste fan offset, in card widths
SIDE_FACE_DOWN = 0.1      # sideways fan offset of a face-down card (tableau fanned right), card widths
SIDE_FACE_UP = 0.27       # ... of a face-up card


@dataclass(frozen=True)
class Metrics:
    card_w: float
    card_h: float
    pitch: float       # column pitch: card width + gap
    margin: float
    v_gap: float


@dataclass
class Spot:
    """Where one pile lies: base corner, how it is drawn, and how low it may reach."""

    pile_id: str
    x: float
    y: float
    fan: str = "stack"
    show: int = 1
    bottom: float = 0.0
    reach: float = 0.0       # rightmost x a card of a pile fanned right may reach
    spread: float = 1.0      # scale of the fan offsets
    outline: bool = True     # an empty pile shows its outline (not a cleared slot of a pyramid)

    @property
    def fanned(self) -> bool:
        """Every card of the pile shows (a tableau column or a pile fanned sideways)."""
        return self.fan == "down" or (self.fan == "right" and self.show == 0)


@dataclass
class Geometry:
    """Card size, pile spots and card rectangles of one table size (logical pixels)."""

    width: float
    height: float
    metrics: Metrics
    spots: dict = field(default_factory=dict)

    @property
    def card_w(self) -> float:
        return self.metrics.card_w

    @property
    def card_h(self) -> float:
        return self.metrics.card_h

    def offsets(self, pile: Pile, count: int | None = None) -> list[tuple[float, float]]:
        """(dx, dy) of each card of ``pile`` from its spot (bottom card first).
        ``count`` lets a caller ask for the positions of a pile holding more cards."""
        spot = self.spots[pile.id]
        cards = pile.cards
        n = len(cards) if count is None else count
        if n == 0:
            return []
        m = self.metrics
        if spot.fan == "down" or spot.fanned:
            across = spot.fan == "right"
            if across:
                up_step, down_step, room = SIDE_FACE_UP * m.card_w, SIDE_FACE_DOWN * m.card_w, \
                    spot.reach - spot.x - m.card_w
            else:
                up_step, down_step, room = DOWN_FACE_UP * m.card_h, DOWN_FACE_DOWN * m.card_h, \
                    spot.bottom - spot.y - m.card_h
            steps = []
            for i in range(n - 1):
                up = i < len(cards) and cards[i].face_up
                steps.append((up_step if up else down_step) * spot.spread)
            total = sum(steps)
            scale = min(1.0, max(0.0, room) / total) if total > 0 else 1.0
            out, d = [], 0.0
            for i in range(n):
                out.append((d, 0.0) if across else (0.0, d))
                if i < n - 1:
                    d += steps[i] * scale
            return out
        if spot.fan == "right" and spot.show > 1:
            fanned = min(spot.show, n)
            out = [(0.0, 0.0)] * (n - fanned)
            out += [(i * m.card_w * RIGHT_FAN, 0.0) for i in range(fanned)]
            return out
        return [(0.0, 0.0)] * n

    def card_rects(self, pile: Pile) -> list[tuple[float, float, float, float]]:
        spot = self.spots[pile.id]
        w, h = self.metrics.card_w, self.metrics.card_h
        return [(spot.x + dx, spot.y + dy, w, h) for dx, dy in self.offsets(pile)]

    def base_rect(self, pile_id: str) -> tuple[float, float, float, float]:
        spot = self.spots[pile_id]
        return (spot.x, spot.y, self.metrics.card_w, self.metrics.card_h)

    def pile_rect(self, pile: Pile) -> tuple[float, float, float, float]:
        """Bounding box of the pile (its base and every card)."""
        x0, y0, w, h = self.base_rect(pile.id)
        x1, y1 = x0 + w, y0 + h
        for x, y, cw, ch in self.card_rects(pile):
            x1, y1 = max(x1, x + cw), max(y1, y + ch)
        return (x0, y0, x1 - x0, y1 - y0)

    def drop_zone(self, pile: Pile) -> tuple[float, float, float, float]:
        """Where dropping cards means this pile (a fanned column reaches the bottom)."""
        x, y, w, h = self.pile_rect(pile)
        spot = self.spots[pile.id]
        if spot.fan == "down":
            h = max(h, spot.bottom - y)
        elif spot.fanned:
            w = max(w, spot.reach - x)
        return (x, y, w, h)

    def hit(self, game: Position, x: float, y: float) -> tuple[str, int | None] | None:
        """``(pile_id, index)`` under the point: ``index`` is the card index in the
        pile (the top card for squared piles), None on an empty pile's base; or None."""
        for pile in reversed(game.piles):  # piles drawn later lie on top
            if pile.id not in self.spots:
                continue
            rects = self.card_rects(pile)
            fanned = self.spots[pile.id].fanned
            for index in range(len(rects) - 1, -1, -1):
                rx, ry, rw, rh = rects[index]
                if rx <= x <= rx + rw and ry <= y <= ry + rh:
                    return (pile.id, index if fanned else len(rects) - 1)
            if not rects and self.spots[pile.id].outline:
                bx, by, bw, bh = self.base_rect(pile.id)
                if bx <= x <= bx + bw and by <= y <= by + bh:
                    return (pile.id, None)
        return None

    def card_center(self, game: Position, pile_id: str, index: int | None = None) -> tuple[float, float]:
        """A point inside the visible part of a card (default: the top card; the base
        of an empty pile) — handy for scripted clicks."""
        pile = game.pile(pile_id)
        rects = self.card_rects(pile)
        if not rects:
            x, y, w, h = self.base_rect(pile_id)
            return (x + w / 2, y + h / 2)
        if index is None or index < 0:
            index = len(rects) + (index or 0) if index is not None else len(rects) - 1
        x, y, w, h = rects[index]
        if index < len(rects) - 1:
            nx, ny = rects[index + 1][:2]
            visible_h = ny - y if ny > y else h
            visible_w = nx - x if nx > x else w
            return (x + min(w, visible_w) / 2, y + min(h, visible_h) / 2)
        return (x + w / 2, y + h / 2)
