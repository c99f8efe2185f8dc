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

:func:`layout_for` gives a game's layout: ``LAYOUT`` (or ``layout(**options)``) of
the module of :mod:`solitaire_nb.table.layouts` named like the game's module, for a
variant registered elsewhere (a learner's) the layout of the game it ``resembles``
when that layout places exactly its piles, otherwise the default one
(:func:`default_layout`); :func:`compute` turns it into a
:class:`~solitaire_nb.table.geometry.Geometry`: card size, pile spots, card
rectangles and hit-testing, in logical pixels (the renderers scale them for
HiDPI screens).
"""

from __future__ import annotations

import importlib
import math
from dataclasses import dataclass
from typing import Any

from ..engine.pile import Pile
from ..engine.position import Position
from ..rules.declaration import Declaration, GameInfo, game_info
from ..rules.piles import PileGroup
from .geometry import DOWN_FACE_DOWN, DOWN_FACE_UP, RIGHT_FAN, Geometry, Metrics, Spot

CARD_RATIO = 1.4          # card height / card width
H_GAP = 0.16              # gap between columns, in card widths
V_GAP = 0.22              # gap between rows, in card widths
TABLEAU_HEIGHT = 3.2      # height given to a fanned row, in card heights (at most)
FAN_RESERVE = 1.0         # room kept below the longest column reaching the bottom, in card heights
DEFAULT_WIDTH = 840       # logical width of the table


# --------------------------------------------------------------------------- layout kinds


class Region:
    """A part of a row or column.  ``width(game)`` is in columns (1 = one card and
    its gap), ``height(game, metrics)`` in logical pixels."""

    flexible = False

    def width(self, game: Position) -> float:
        raise NotImplementedError

    def height(self, game: Position, metrics: Metrics) -> float:
        return metrics.card_h

    def fanned_down(self) -> bool:
        return False

    def place(self, game: Position, x: float, y: float, metrics: Metrics, bottom: float,
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

    def _piles(self, game: Position) -> list[Pile]:
        piles = [p for p in game.piles if p.group.prefix == self.prefix]
        if self.numbers is None:
            return piles
        return [piles[n - 1] for n in self.numbers if 0 < n <= len(piles)]

    def _pile_width(self) -> float:
        if self.fan == "right" and self.show > 1:
            return max(self.span, 1 + (self.show - 1) * RIGHT_FAN)
        return self.span

    def _pile_height(self, metrics: Metrics) -> float:
        return metrics.card_h * (self.depth if self.fan == "down" else 1.0)

    def _grid(self, game: Position) -> tuple[int, int]:
        """(piles per line, lines)."""
        n = len(self._piles(game))
        per = min(self.wrap or n, n) if n else 0
        return per, (math.ceil(n / per) if per else 0)

    def width(self, game: Position) -> float:
        per, lines = self._grid(game)
        return (per if self.direction == "row" else lines) * self._pile_width()

    def height(self, game: Position, metrics: Metrics) -> float:
        per, lines = self._grid(game)
        count = lines if self.direction == "row" else per
        return max(0.0, count * (self._pile_height(metrics) + metrics.v_gap) - metrics.v_gap)

    def fanned_down(self) -> bool:
        return self.fan == "down"

    def place(self, game: Position, x: float, y: float, metrics: Metrics, bottom: float,
              room: float | None = None) -> list[Spot]:
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
class Shape(Region):
    """Piles of group ``prefix`` laid at given places, which may overlap (a pyramid,
    peaks, overlapping rows): ``places[i]`` is ``(across, down)`` of pile ``i + 1``,
    in columns across and card heights down from the region's corner.  Piles listed
    later lie on top.  An empty pile of the shape shows no outline (``outline``)."""

    prefix: str
    places: tuple
    outline: bool = False

    def width(self, game: Position) -> float:
        return max((x for x, _y in self.places), default=0.0) + 1.0

    def height(self, game: Position, metrics: Metrics) -> float:
        return (max((y for _x, y in self.places), default=0.0) + 1.0) * metrics.card_h

    def place(self, game: Position, x: float, y: float, metrics: Metrics, bottom: float,
              room: float | None = None) -> list[Spot]:
        piles = [p for p in game.piles if p.group.prefix == self.prefix]
        spots = []
        for pile, (across, down) in zip(piles, self.places):
            px, py = x + across * metrics.pitch, y + down * metrics.card_h
            spots.append(Spot(pile.id, px, py, "stack", 1, py + metrics.card_h,
                              px + metrics.card_w, 1.0, self.outline))
        return spots


@dataclass(frozen=True)
class Gap(Region):
    """Empty space of ``columns`` columns (``None``: as wide as the row allows);
    in a :class:`Column`, ``lines`` lines of vertical space (a line: a card's
    height and the gap below it)."""

    columns: float | None = 1.0
    lines: float = 0.0

    @property
    def flexible(self) -> bool:
        return self.columns is None

    def width(self, game: Position) -> float:
        return self.columns or 0.0

    def height(self, game: Position, metrics: Metrics) -> float:
        return self.lines * (metrics.card_h + metrics.v_gap)

    def place(self, game: Position, x: float, y: float, metrics: Metrics, bottom: float,
              room: float | None = None) -> list[Spot]:
        return []


@dataclass(frozen=True)
class Row(Region):
    """Regions placed from left to right (flexible gaps share the spare width)."""

    items: tuple

    def width(self, game: Position) -> float:
        return sum(item.width(game) for item in self.items)

    def height(self, game: Position, metrics: Metrics) -> float:
        return max((item.height(game, metrics) for item in self.items), default=0.0)

    def fanned_down(self) -> bool:
        return any(item.fanned_down() for item in self.items)

    def place(self, game: Position, x: float, y: float, metrics: Metrics, bottom: float,
              room: float | None = None) -> list[Spot]:
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

    def width(self, game: Position) -> float:
        return max((item.width(game) for item in self.items), default=0.0)

    def height(self, game: Position, metrics: Metrics) -> float:
        heights = [item.height(game, metrics) for item in self.items]
        return max(0.0, sum(h + metrics.v_gap for h in heights if h > 0) - metrics.v_gap)

    def fanned_down(self) -> bool:
        return any(item.fanned_down() for item in self.items)

    def place(self, game: Position, x: float, y: float, metrics: Metrics, bottom: float,
              room: float | None = None) -> list[Spot]:
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

    def columns(self, game: Position) -> float:
        return max((row.width(game) for row in self.rows), default=1.0)


# --------------------------------------------------------------------------- defaults


def _group_item(group: PileGroup) -> Region:
    kind = getattr(group, "layout", "stack")
    if kind == "fan":
        return Piles(group.prefix, "down")
    if kind == "waste":
        show = getattr(group, "show", 1)
        return Piles(group.prefix, "right" if show > 1 else "stack", show)
    return Piles(group.prefix, "stack")


def default_layout(spec: Declaration) -> TableLayout:
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


_GAMES = "solitaire_nb.games"  # the package of the kit's games


def layout_for(game: Position) -> TableLayout:
    """The layout of a game: its own (see the module's text), the one of the game a
    learner's variant resembles when it places exactly the variant's piles, or the
    default one."""
    info = game.ruleset.info
    layout = _own_layout(info, game.options)
    if layout is None and info.resembles and not info.module.startswith(f"{_GAMES}."):
        layout = _own_layout(game_info(info.resembles), game.options)
        if layout is not None and set(compute(game, layout=layout).spots) != set(game.pile_ids()):
            layout = None
    return layout if layout is not None else default_layout(game.declaration)


def _own_layout(info: GameInfo, options: dict[str, Any]) -> TableLayout | None:
    """``LAYOUT`` (a dict by game id where the game module declares several games) or
    ``layout(**options)`` of the game's module of layouts, if it has one."""
    package, _, name = info.module.rpartition(".")
    if package != _GAMES:
        return None
    try:
        module = importlib.import_module(f"{__package__}.layouts.{name}")
    except ModuleNotFoundError as error:
        if error.name != f"{__package__}.layouts.{name}":
            raise
        return None
    if hasattr(module, "layout"):
        return module.layout(**options)
    found = getattr(module, "LAYOUT", None)
    return found.get(info.id) if isinstance(found, dict) else found


def _natural_low(game: Position, spot: Spot, metrics: Metrics) -> float:
    """The lowest point the pile of ``spot`` needs uncompressed, plus ``FAN_RESERVE`` for
    a column fanned down that may grow to the bottom of the table."""
    cards = game.pile(spot.pile_id).cards
    steps = sum((DOWN_FACE_UP if c.face_up else DOWN_FACE_DOWN) for c in cards[:-1]) * spot.spread
    return spot.y + metrics.card_h * (1 + steps + FAN_RESERVE)


def compute(game: Position, width: float = DEFAULT_WIDTH, layout: TableLayout | None = None,
            least_height: float = 0.0) -> Geometry:
    """Place every pile of ``game`` on a table ``width`` logical pixels wide.

    The columns that reach the bottom of the table get the room their cards need now
    and ``FAN_RESERVE`` card heights more, within their region's ``depth``: the table
    is no taller than that, nor shorter than ``least_height`` (a table that grew as
    its columns did keeps its size); a longer column closes up its cards."""
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
    floor = geometry.height - metrics.margin
    low = 0.0
    for spot in geometry.spots.values():
        if spot.fan == "down":
            low = max(low, _natural_low(game, spot, metrics) if spot.bottom >= floor else spot.bottom)
        else:   # and room for its count under it (scene._badge)
            low = max(low, spot.y + metrics.card_h + metrics.v_gap - metrics.margin)
    fitted = round(max(low + metrics.margin, least_height))
    if fitted < geometry.height:
        geometry.height = fitted
        for spot in geometry.spots.values():
            if spot.bottom >= floor:
                spot.bottom = fitted - metrics.margin
    return geometry
