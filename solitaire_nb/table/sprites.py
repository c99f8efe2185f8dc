"""Card pictures drawn once on small canvases, then copied onto the table.

A table's cards layer is a few dozen copies (``draw_image``) of these pictures
instead of the hundreds of drawing commands the cards are made of: the canvas
message of a move is a few KiB and the browser copies pixels instead of drawing
text.  The pictures are shared by every table of the same card size, language and
screen scale.  A browser that connects anew gets blank canvases: each picture is
drawn again when its canvas reports a new client, and the tables using it redraw.
"""

from __future__ import annotations

import math
import weakref
from typing import Any

from ipycanvas import Canvas

from .canvas import paint
from .cards import SPRITE_MARGIN, sprite_items, sprite_size
from .pointer import call_later


class Sprites:
    """The pictures of one screen scale, keyed as :func:`~solitaire_nb.table.cards.sprite_items`."""

    def __init__(self, scale: float) -> None:
        self.scale = scale
        self._canvases: dict[tuple, Canvas] = {}
        self._users: weakref.WeakSet = weakref.WeakSet()
        self._redraw_pending = False

    def __len__(self) -> int:
        return len(self._canvases)

    def __contains__(self, key: tuple) -> bool:
        """Has the picture of ``key`` been made?"""
        return key in self._canvases

    def use(self, table: Any) -> None:
        """Redraw ``table`` (``table.redraw(everything=True)``) when pictures are drawn anew."""
        self._users.add(table)

    def canvas(self, key: tuple) -> Canvas:
        """The canvas holding the picture of ``key`` (made and drawn on first use)."""
        canvas = self._canvases.get(key)
        if canvas is None:
            w, h = sprite_size(key)
            canvas = Canvas(width=math.ceil(w * self.scale), height=math.ceil(h * self.scale))
            self._canvases[key] = canvas
            self._draw(key)
            canvas.on_client_ready(lambda key=key: self._new_client(key))
        return canvas

    def _draw(self, key: tuple) -> None:
        paint(self._canvases[key], sprite_items(key), self.scale)

    def _new_client(self, key: tuple) -> None:
        self._draw(key)
        if not self._redraw_pending:
            self._redraw_pending = True
            if call_later(0.05, self._redraw_users) is None:
                self._redraw_users()

    def _redraw_users(self) -> None:
        self._redraw_pending = False
        for table in list(self._users):
            table.redraw(everything=True)

    def place(self, key: tuple, x: float, y: float) -> tuple[Canvas, float, float, float, float]:
        """(canvas, x, y, width, height) for ``draw_image`` of the picture of ``key`` whose card's
        top-left corner lies at (x, y): whole screen pixels, so the copy stays sharp."""
        canvas = self.canvas(key)
        s = self.scale
        left = round((x - SPRITE_MARGIN) * s) / s
        top = round((y - SPRITE_MARGIN) * s) / s
        return canvas, left, top, canvas.width / s, canvas.height / s


_BY_SCALE: dict[float, Sprites] = {}


def sprites_for(scale: float) -> Sprites:
    """The shared pictures of one screen scale."""
    found = _BY_SCALE.get(scale)
    if found is None:
        found = _BY_SCALE[scale] = Sprites(scale)
    return found
