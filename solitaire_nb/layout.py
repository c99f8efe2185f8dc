"""Where the piles of a game lie on the table.

A game never draws itself: its declaration lists pile groups, and a *layout*
places them with a few generic kinds of regions:

* :class:`Piles` — the piles of one group side by side, each drawn as a
  ``"stack"`` (squared pile: stock, foundations, free cells), fanned
  ``"right"`` (the waste of a draw-three game) or fanned ``"down"`` (tableau
  columns);
* :class:`Gap` — empty space, fixed or flexible (a flexible gap pushes what
  follows to the right edge: AisleRiot's foundations);
* :class:`Row` — regions side by side; a :class:`TableLayout` is rows from top
  to bottom, the last row taking the remaining height.

Other kinds (a grid of piles, a pyramid, the clock's circle) subclass
:class:`Region` and implement :meth:`Region.width` and :meth:`Region.place`.

:func:`layout_for` gives the declaration's layout (``spec.layout``) or the
default one (:func:`default_layout`); :func:`compute` turns it into a
:class:`Geometry`: card size, pile spots, card rectangles and hit-testing, in
logical pixels (the renderers scale them for HiDPI screens).
"""

from __future__ import annotations

from dataclasses import dataclass, field

CARD_RATIO = 1.4          # card height / card width
H_GAP = 0.16              # gap between columns, in card widths
V_GAP = 0.22              # gap between rows, in card widths
DOWN_FACE_DOWN = 0.12     # downward fan offset of a face-down card, in card heights
DOWN_FACE_UP = 0.27       # ... of a face-up card
RIGHT_FAN = 0.24          # waste fan offset, in card widths
TABLEAU_HEIGHT = 3.2      # height given to a fanned row, in card heights
DEFAULT_WIDTH = 840       # logical width of the table


# --------------------------------------------------------------------------- layout kinds


class Region:
    """A part of a row.  ``width(game)`` is in columns (1 = one card and its gap)."""

    flexible = False

    def width(self, game) -> float:
        raise NotImplementedError

    def fanned_down(self) -> bool:
        return False

    def place(self, game, x: float, y: float, metrics: Metrics, bottom: float) -> list[Spot]:
        """Spots of this region's piles, its top-left corner at (x, y); ``bottom``
        is the lowest y a card may reach."""
        raise NotImplementedError


@dataclass(frozen=True)
class Piles(Region):
    """The piles of group ``prefix`` (``"stock"``, ``"foundation"``...) side by side.

    ``fan``: ``"stack"``, ``"right"`` (the last ``show`` cards fanned to the right)
    or ``"down"`` (every card fanned downwards).
    """

    prefix: str
    fan: str = "stack"
    show: int = 1

    def _piles(self, game):
        return [p for p in game.piles if p.group.prefix == self.prefix]

    def _pile_width(self) -> float:
        if self.fan == "right" and self.show > 1:
            return 1 + (self.show - 1) * RIGHT_FAN
        return 1.0

    def width(self, game) -> float:
        return len(self._piles(game)) * self._pile_width()

    def fanned_down(self) -> bool:
        return self.fan == "down"

    def place(self, game, x, y, metrics, bottom):
        spots = []
        step = self._pile_width() * metrics.pitch
        for i, pile in enumerate(self._piles(game)):
            spots.append(Spot(pile.id, x + i * step, y, self.fan, self.show, bottom))
        return spots


@dataclass(frozen=True)
class Gap(Region):
    """Empty space of ``columns`` columns; ``columns=None``: as wide as the row allows."""

    columns: float | None = 1.0

    @property
    def flexible(self):
        return self.columns is None

    def width(self, game) -> float:
        return self.columns or 0.0

    def place(self, game, x, y, metrics, bottom):
        return []


@dataclass(frozen=True)
class Row:
    """Regions placed from left to right."""

    items: tuple

    def width(self, game) -> float:
        return sum(item.width(game) for item in self.items)

    def fanned_down(self) -> bool:
        return any(item.fanned_down() for item in self.items)


@dataclass(frozen=True)
class TableLayout:
    """Rows from top to bottom.  A row with downward fans gets ``TABLEAU_HEIGHT``
    card heights (and any extra height of the table)."""

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
    layout = getattr(game.spec, "layout", None)
    if isinstance(layout, TableLayout):
        return layout
    return default_layout(game.spec)


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
        if spot.fan == "down":
            steps = []
            for i in range(n - 1):
                up = i < len(cards) and cards[i].face_up
                steps.append(m.card_h * (DOWN_FACE_UP if up else DOWN_FACE_DOWN))
            total = sum(steps)
            room = spot.bottom - spot.y - m.card_h
            scale = min(1.0, room / total) if total > 0 else 1.0
            out, y = [], 0.0
            for i in range(n):
                out.append((0.0, y))
                if i < n - 1:
                    y += steps[i] * scale
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
        return (x, y, w, h)

    def hit(self, game, x: float, y: float):
        """``(pile_id, index)`` under the point: ``index`` is the card index in the
        pile (the top card for squared piles), None on an empty pile's base; or None."""
        for pile in game.piles:
            if pile.id not in self.spots:
                continue
            rects = self.card_rects(pile)
            fanned = self.spots[pile.id].fan == "down"
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
    height = metrics.margin
    heights = []
    for row in layout.rows:
        h = card_h * TABLEAU_HEIGHT if row.fanned_down() else card_h
        heights.append(h)
        height += h + metrics.v_gap
    height = height - metrics.v_gap + metrics.margin
    geometry = Geometry(width, round(height), metrics)
    y = metrics.margin
    for row, h in zip(layout.rows, heights):
        fixed = row.width(game)
        flexible = [item for item in row.items if item.flexible]
        spare = max(0.0, columns - fixed)
        x = metrics.margin
        bottom = geometry.height - metrics.margin if row is layout.rows[-1] else y + h
        for item in row.items:
            if item.flexible:
                x += spare / len(flexible) * metrics.pitch
                continue
            for spot in item.place(game, x, y, metrics, bottom):
                geometry.spots[spot.pile_id] = spot
            x += item.width(game) * metrics.pitch
        y += h + metrics.v_gap
    return geometry
