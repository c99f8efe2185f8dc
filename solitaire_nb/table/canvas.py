"""Paint a display list (:mod:`solitaire_nb.table.scene`) on an ipycanvas Canvas.

The caller batches (``with batch():``), so that the table's layers change in one
message."""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from ipycanvas import Canvas, hold_canvas

from .cards import FONT

_depth = 0


@contextmanager
def batch() -> Iterator[None]:
    """Send the drawing commands of the block in one message; blocks inside blocks
    join the outermost one (ipycanvas' ``hold_canvas`` sends at the end of each)."""
    global _depth
    if _depth:
        _depth += 1
        try:
            yield
        finally:
            _depth -= 1
        return
    _depth = 1
    try:
        with hold_canvas():
            yield
    finally:
        _depth = 0


def _round_rect(canvas: Canvas, x: float, y: float, w: float, h: float, r: float) -> None:
    canvas.begin_path()
    if r <= 0:
        canvas.rect(x, y, w, h)
        return
    r = min(r, w / 2, h / 2)
    canvas.move_to(x + r, y)
    canvas.arc_to(x + w, y, x + w, y + h, r)
    canvas.arc_to(x + w, y + h, x, y + h, r)
    canvas.arc_to(x, y + h, x, y, r)
    canvas.arc_to(x, y, x + w, y, r)
    canvas.close_path()


class _State:
    """Avoids sending a style that is already set."""

    __slots__ = ("canvas", "fill", "stroke", "width", "dash", "font", "align")

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self.fill = self.stroke = self.width = self.dash = self.font = self.align = None

    def set_fill(self, value: str | None) -> None:
        if value != self.fill:
            self.canvas.fill_style = self.fill = value

    def set_stroke(self, value: str, width: float, dash: Sequence[float] | None) -> None:
        canvas = self.canvas
        if value != self.stroke:
            canvas.stroke_style = self.stroke = value
        if width != self.width:
            canvas.line_width = self.width = width
        dash = list(dash) if dash else []
        if dash != self.dash:
            canvas.set_line_dash(dash)
            self.dash = dash

    def set_font(self, size: float, bold: bool, align: str) -> None:
        font = f"{'bold ' if bold else ''}{size:.1f}px {FONT}"
        if font != self.font:
            self.canvas.font = self.font = font
        if align != self.align:
            self.canvas.text_align = self.align = align


def _fill_and_stroke(canvas: Canvas, state: _State, fill: str | None, stroke: str | None, lw: float,
                     dash: Sequence[float] | None = None) -> None:
    """Fill the current path, then outline it, each only when asked for."""
    if fill:
        state.set_fill(fill)
        canvas.fill()
    if stroke and lw:
        state.set_stroke(stroke, lw, dash)
        canvas.stroke()


def paint(canvas: Canvas, items: Iterable[tuple], scale: float = 2.0, clear: bool = False,
          sprites: Any = None) -> None:
    """Draw ``items`` on ``canvas`` (logical pixels times ``scale``), after wiping it
    when ``clear`` (a layer drawn over others); ``sprites`` (a
    :class:`~solitaire_nb.table.sprites.Sprites`) places the ``"sprite"`` items."""
    if clear:
        canvas.clear()
    canvas.set_transform(scale, 0, 0, scale, 0, 0)
    canvas.text_baseline = "middle"
    state = _State(canvas)
    for item in items:
        kind = item[0]
        if kind == "rect":
            _, x, y, w, h, r, fill, stroke, lw, dash = item
            if r <= 0 and not (stroke and lw):
                state.set_fill(fill)
                canvas.fill_rect(x, y, w, h)
                continue
            _round_rect(canvas, x, y, w, h, r)
            _fill_and_stroke(canvas, state, fill, stroke, lw, dash)
        elif kind == "text":
            _, x, y, text, size, fill, align, bold, rotated = item
            state.set_fill(fill)
            state.set_font(size, bold, align)
            if rotated:
                canvas.save()
                canvas.translate(x, y)
                canvas.rotate(math.pi)
                canvas.fill_text(text, 0, 0)
                canvas.restore()
            else:
                canvas.fill_text(text, x, y)
        elif kind == "lines":
            _, segments, stroke, lw = item
            state.set_stroke(stroke, lw, None)
            canvas.begin_path()
            for a, b, c, d in segments:
                canvas.move_to(a, b)
                canvas.line_to(c, d)
            canvas.stroke()
        elif kind == "poly":
            _, points, fill, stroke, lw = item
            canvas.begin_path()
            canvas.move_to(*points[0])
            for point in points[1:]:
                canvas.line_to(*point)
            canvas.close_path()
            _fill_and_stroke(canvas, state, fill, stroke, lw)
        elif kind == "sprite":
            _, key, x, y = item
            canvas.draw_image(*sprites.place(key, x, y))
        elif kind == "circle":
            _, cx, cy, r, fill, stroke, lw = item
            canvas.begin_path()
            canvas.arc(cx, cy, r, 0, 2 * math.pi)
            _fill_and_stroke(canvas, state, fill, stroke, lw)


def play_celebration(canvas: Canvas, frames: Sequence[Iterable[tuple]], scale: float = 2.0,
                     pause: float = 30, end: Iterable[tuple] | None = None, sprites: Any = None) -> None:
    """Play ``frames`` (display lists drawn one over another, see
    :mod:`solitaire_nb.table.celebrate`) ``pause`` milliseconds apart, then draw ``end``
    (the table as it stands) or, without it, clear the canvas (a layer over the
    cards).  The browser plays it all from one message: the kernel stays free."""
    with batch():
        for frame in frames:
            paint(canvas, frame, scale, sprites=sprites)
            canvas.sleep(pause)
        if end is None:
            canvas.clear()
        else:
            paint(canvas, end, scale, sprites=sprites)
