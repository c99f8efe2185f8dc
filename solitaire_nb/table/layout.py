"""Where the piles of a game lie on the table.

A game never draws itself: its declaration lists pile groups, and a *layout*
places them with a few generic kinds of regions:

* :class:`Piles` — piles of one group (all of them, or some chosen by number),
  side by side (``direction="row"``) or one above another
  (``direction="column"``), wrapping into several lines after ``wrap`` piles
  (a grid).  Each pile is drawn as a ``"stack"`` (squared pile: stock,
  foundations, free cells), fanned ``"right"`` (the last ``show`` cards: the
  waste of a draw-three game; ``show=0``: every card, a tableau pile fanned
  sideways within ``span`` columns) or fanned ``"down"`` (tableau columns,
  ``depth`` card heights tall);
* :class:`Gap` — empty space, fixed or flexible (a flexible gap pushes what
  follows to the right edge: AisleRiot's foundations; two flexible gaps centre
  what lies between them); in a :class:`Column`, ``lines`` of vertical space;
* :class:`Row` — regions side by side; :class:`Column` — regions one above
  another (a column of foundations beside the tableau, a reserve above a card);
  rows and columns nest;
* :class:`TableLayout` — rows from top to bottom, the last row taking the
  remaining height.

Sizes are counted in *columns* across (one card and the gap after it) and in
logical pixels down; the card size follows from the widest row, so a layout
that stays narrow (two tableau rows, a column of foundations) keeps the cards
large.  Other kinds (a pyramid, the clock's circle) subclass :class:`Region`
and implement :meth:`Region.width`, :meth:`Region.height` and
:meth:`Region.place`.

:func:`layout_for` gives the declaration's layout (``spec.layout``) or the
default one (:func:`default_layout`); :func:`compute` turns it into a
:class:`Geometry`: card size, pile spots, card rectangles and hit-testing, in
logical pixels (the renderers scale them for HiDPI screens).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

CARD_RATIO = 1.4          # card height / card width
H_GAP = 0.16              # gap between columns, in card widths
V_GAP = 0.22              # gap between rows, in card widths
DOWN_FACE_DOWN = 0.12     # downward fan offset of a face-down card, in card heights
DOWN_FACE_UP = 0.27       # ... of a face-up card
RIGHT_FAN = 0.24          # waste fan offset, in card widths
SIDE_FACE_DOWN = 0.1      # sideways fan offset of a face-down card (tableau fanned right), card widths
SIDE_FACE_UP = 0.27       # ... of a face-up card
TABLEAU_HEIGHT = 3.2      # height given to a fanned row, in card heights
DEFAULT_WIDTH = 840       # logical width of the table


# --------------------------------------------------------------------------- layout kinds


class Region:
    """A part of a row or column.  ``width(game)`` is in columns (1 = one card and
    its gap), ``height(game, metrics)`` in logical pixels."""

    flexible = False

    def width(self, game) -> float:
        raise NotImplementedError

    def height(self, game, metrics: Metrics) -> float:
        return metrics.card_h

    def fanned_down(self) -> bool:
        return False

    def place(self, game, x: float, y: float, metrics: Metrics, bottom: float,
              room: float | None = None) -> list[Spot]:
        """Spots of this region's piles, its top-left corner at (x, y); ``bottom``
        is the lowest y a card may reach, ``room`` the columns available."""
        raise NotImplementedError


@dataclass(frozen=True)
class Piles(Region):
    """Piles of group ``prefix`` (``"stock"``, ``"foundation"``...).

    ``fan``: ``"stack"``, ``"right"`` (the last ``show`` cards fanned to the
    right; ``show=0``: every card, within ``span`` columns) or ``"down"`` (every
    card fanned downwards, ``depth`` card heights).  ``numbers``: which piles of
    the group (1-based; None: all).  ``direction``: ``"row"`` (side by side) or
    ``"column"`` (one above another); ``wrap``: piles per line before the next
    line starts (a grid).  ``spread`` scales the fan offsets (below 1: tighter).
    """

    prefix: str
    fan: str = "stack"
    show: int = 1
    numbers: tuple | None = None
    direction: str = "row"
    wrap: int | None = None
    span: float = 1.0
    depth: float = TABLEAU_HEIGHT
    spread: float = 1.0

    def _piles(self, game):
        piles = [p for p in game.piles if p.group.prefix == self.prefix]
        if self.numbers is None:
            return piles
        return [piles[n - 1] for n in self.numbers if 0 < n <= len(piles)]

    def _pile_width(self) -> float:
        if self.fan == "right" and self.show > 1:
            return max(self.span, 1 + (self.show - 1) * RIGHT_FAN)
        return self.span

    def _pile_height(self, metrics) -> float:
        return metrics.card_h * (self.depth if self.fan == "down" else 1.0)

    def _grid(self, game) -> tuple[int, int]:
        """(piles per line, lines)."""
        n = len(self._piles(game))
        per = min(self.wrap or n, n) if n else 0
        return per, (math.ceil(n / per) if per else 0)

    def width(self, game) -> float:
        per, lines = self._grid(game)
        return (per if self.direction == "row" else lines) * self._pile_width()

    def height(self, game, metrics) -> float:
        per, lines = self._grid(game)
        count = lines if self.direction == "row" else per
        return max(0.0, count * (self._pile_height(metrics) + metrics.v_gap) - metrics.v_gap)

    def fanned_down(self) -> bool:
        return self.fan == "down"

    def place(self, game, x, y, metrics, bottom, room=None):
        spots = []
        per, lines = self._grid(game)
        step_x = self._pile_width() * metrics.pitch
        step_y = self._pile_height(metrics) + metrics.v_gap
        reach_w = self._pile_width() * metrics.pitch - metrics.margin
        for i, pile in enumerate(self._piles(game)):
            line, pos = divmod(i, per)
            col, row = (pos, line) if self.direction == "row" else (line, pos)
            px, py = x + col * step_x, y + row * step_y
            low = py + self._pile_height(metrics)
            if (row == lines - 1 if self.direction == "row" else pos == per - 1):
                low = bottom
            spots.append(Spot(pile.id, px, py, self.fan, self.show, low, px + reach_w, self.spread))
        return spots


@dataclass(frozen=True)
class Gap(Region):
    """Empty space of ``columns`` columns (``None``: as wide as the row allows);
    in a :class:`Column`, ``lines`` lines of vertical space (a line: a card's
    height and the gap below it)."""

    columns: float | None = 1.0
    lines: float = 0.0

    @property
    def flexible(self):
        return self.columns is None

    def width(self, game) -> float:
        return self.columns or 0.0

    def height(self, game, metrics) -> float:
        return self.lines * (metrics.card_h + metrics.v_gap)

    def place(self, game, x, y, metrics, bottom, room=None):
        return []


@dataclass(frozen=True)
class Row(Region):
    """Regions placed from left to right (flexible gaps share the spare width)."""

    items: tuple

    def width(self, game) -> float:
        return sum(item.width(game) for item in self.items)

    def height(self, game, metrics) -> float:
        return max((item.height(game, metrics) for item in self.items), default=0.0)

    def fanned_down(self) -> bool:
        return any(item.fanned_down() for item in self.items)

    def place(self, game, x, y, metrics, bottom, room=None):
        fixed = self.width(game)
        flexible = [item for item in self.items if item.flexible]
        spare = max(0.0, (fixed if room is None else room) - fixed)
        spots = []
        for item in self.items:
            if item.flexible:
                x += spare / len(flexible) * metrics.pitch
                continue
            spots += item.place(game, x, y, metrics, bottom, item.width(game))
            x += item.width(game) * metrics.pitch
        return spots


@dataclass(frozen=True)
class Column(Region):
    """Regions placed from top to bottom (the last one reaches the bottom)."""

    items: tuple

    def width(self, game) -> float:
        return max((item.width(game) for item in self.items), default=0.0)

    def height(self, game, metrics) -> float:
        heights = [item.height(game, metrics) for item in self.items]
        return max(0.0, sum(h + metrics.v_gap for h in heights if h > 0) - metrics.v_gap)

    def fanned_down(self) -> bool:
        return any(item.fanned_down() for item in self.items)

    def place(self, game, x, y, metrics, bottom, room=None):
        spots = []
        room = self.width(game) if room is None else room
        for i, item in enumerate(self.items):
            h = item.height(game, metrics)
            low = bottom if i == len(self.items) - 1 else y + h
            spots += item.place(game, x, y, metrics, low, room)
            if h > 0:
                y += h + metrics.v_gap
        return spots


@dataclass(frozen=True)
class TableLayout:
    """Rows from top to bottom; the last row reaches the bottom of the table."""

    rows: tuple

    def columns(self, game) -> float:
        return max((row.width(game) for row in self.rows), default=1.0)


# --------------------------------------------------------------------------- defaults


def _group_item(group) -> Region:
    kind = getattr(group, "layout", "stack")
    if kind == "fan":
        return Piles(group.prefix, "down")
    if kind == "waste":
        show = getattr(group, "show", 1)
        return Piles(group.prefix, "right" if show > 1 else "stack", show)
    return Piles(group.prefix, "stack")


def default_layout(spec) -> TableLayout:
    """AisleRiot's usual table: stock, waste, reserves / free cells on the left and
    the foundations right-aligned on the top row; fanned piles on the second row."""
    left, right, bottom = [], [], []
    for group in spec.piles:
        kind = getattr(group, "layout", "stack")
        prefix = group.prefix
        if kind == "fan":
            bottom.append(_group_item(group))
        elif prefix == "foundation":
            right.append(_group_item(group))
        else:
            left.append(_group_item(group))
    top = tuple(left) + ((Gap(None),) if right else ()) + tuple(right)
    rows = []
    if top:
        rows.append(Row(top))
    if bottom:
        rows.append(Row(tuple(bottom)))
    return TableLayout(tuple(rows))


def layout_for(game) -> TableLayout:
    """The layout of a game: its declaration's, or the default one."""
    layout = getattr(game.declaration, "layout", None)
    if isinstance(layout, TableLayout):
        return layout
    return default_layout(game.declaration)


# --------------------------------------------------------------------------- geometry


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
    def card_w(self):
        return self.metrics.card_w

    @property
    def card_h(self):
        return self.metrics.card_h

    def offsets(self, pile, count: int | None = None) -> list[tuple[float, float]]:
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

    def card_rects(self, pile) -> list[tuple[float, float, float, float]]:
        spot = self.spots[pile.id]
        w, h = self.metrics.card_w, self.metrics.card_h
        return [(spot.x + dx, spot.y + dy, w, h) for dx, dy in self.offsets(pile)]

    def base_rect(self, pile_id: str) -> tuple[float, float, float, float]:
        spot = self.spots[pile_id]
        return (spot.x, spot.y, self.metrics.card_w, self.metrics.card_h)

    def pile_rect(self, pile) -> tuple[float, float, float, float]:
        """Bounding box of the pile (its base and every card)."""
        x0, y0, w, h = self.base_rect(pile.id)
        x1, y1 = x0 + w, y0 + h
        for x, y, cw, ch in self.card_rects(pile):
            x1, y1 = max(x1, x + cw), max(y1, y + ch)
        return (x0, y0, x1 - x0, y1 - y0)

    def drop_zone(self, pile) -> tuple[float, float, float, float]:
        """Where dropping cards means this pile (a fanned column reaches the bottom)."""
        x, y, w, h = self.pile_rect(pile)
        spot = self.spots[pile.id]
        if spot.fan == "down":
            h = max(h, spot.bottom - y)
        elif spot.fanned:
            w = max(w, spot.reach - x)
        return (x, y, w, h)

    def hit(self, game, x: float, y: float):
        """``(pile_id, index)`` under the point: ``index`` is the card index in the
        pile (the top card for squared piles), None on an empty pile's base; or None."""
        for pile in game.piles:
            if pile.id not in self.spots:
                continue
            rects = self.card_rects(pile)
            fanned = self.spots[pile.id].fanned
            for index in range(len(rects) - 1, -1, -1):
                rx, ry, rw, rh = rects[index]
                if rx <= x <= rx + rw and ry <= y <= ry + rh:
                    return (pile.id, index if fanned else len(rects) - 1)
            if not rects:
                bx, by, bw, bh = self.base_rect(pile.id)
                if bx <= x <= bx + bw and by <= y <= by + bh:
                    return (pile.id, None)
        return None

    def card_center(self, game, pile_id: str, index: int | None = None) -> tuple[float, float]:
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


def compute(game, width: float = DEFAULT_WIDTH, layout: TableLayout | None = None) -> Geometry:
    """Place every pile of ``game`` on a table ``width`` logical pixels wide."""
    layout = layout or layout_for(game)
    columns = max(layout.columns(game), 1.0)
    # width = columns * (card_w * (1 + H_GAP)) + card_w * H_GAP (left and right margins)
    card_w = width / (columns * (1 + H_GAP) + H_GAP)
    card_h = card_w * CARD_RATIO
    metrics = Metrics(card_w, card_h, card_w * (1 + H_GAP), card_w * H_GAP, card_w * V_GAP)
    heights = [row.height(game, metrics) for row in layout.rows]
    height = 2 * metrics.margin + sum(heights) + metrics.v_gap * max(0, len(heights) - 1)
    geometry = Geometry(width, round(height), metrics)
    y = metrics.margin
    for i, (row, h) in enumerate(zip(layout.rows, heights)):
        bottom = geometry.height - metrics.margin if i == len(layout.rows) - 1 else y + h
        for spot in row.place(game, metrics.margin, y, metrics, bottom, columns):
            geometry.spots[spot.pile_id] = spot
        y += h + metrics.v_gap
    return geometry
