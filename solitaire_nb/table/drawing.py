"""The table's drawing: what it shows (a :class:`~solitaire_nb.table.scene.View`) and
how it gets on screen.

The canvas has two layers (an ipycanvas ``MultiCanvas``): the felt and the cards,
drawn again only when cards move (or the language changes), and over them the
marks (selection, legal destinations, hint, dragged cards, peek, keyboard cursor),
drawn on every change.  Cards are copies of pictures drawn once
(:mod:`~solitaire_nb.table.sprites`).  A drag redraws at most once per animation
step.  Static outputs (SVG, PNG) draw the same scene in full.
"""

from __future__ import annotations

import time
from typing import Any

from .canvas import batch, paint
from .pointer import call_later
from .scene import View, build_cards, build_marks, build_scene, cards_key

FRAME = 1 / 60          # at most one redraw per animation step during a drag


class Drawing:
    """The table's side of drawing (mixed into :class:`~solitaire_nb.table.widget.Table`)."""

    # provided by the table (and its other parts: targets(), cursor_at(), update_status())
    game: Any
    geometry: Any
    canvas: Any
    lang: str
    scale: float
    interaction: Any  # the table's Interaction (selection, hint, press, drag, message...)
    design: Any
    redraw_count: int
    _sprites: Any
    _cards_drawn: tuple | None
    _marks_drawn: bool
    _redraw_pending: bool
    _last_draw: float

    def view(self) -> View:
        """What the next redraw shows (selection, highlights, drag, peek)."""
        game = self.game
        view = View(lang=self.lang, design=self.design)
        if self.interaction.selection:
            view.selection = self.interaction.selection
            view.targets = tuple(self.targets())
        if self.interaction.drag is not None and "x" in self.interaction.drag:
            d = self.interaction.drag
            view.drag = (d["pile"], d["count"], d["x"], d["y"])
        if self.interaction.show_movable:
            seen = []
            for move in game.legal_moves():
                if (move.kind == "move" and (move.source, move.count) not in seen
                        and not game.is_idle(move)):
                    seen.append((move.source, move.count))
            view.movable = tuple(seen)
        view.hint = self.interaction.hint_move
        view.peek = self.interaction.peeked
        view.cursor = self.cursor_at()
        return view

    def scene(self) -> list:
        """The display list of the whole table (both layers), as the static outputs draw it."""
        return build_scene(self.game, self.geometry, self.view())

    @property
    def cards_layer(self) -> Any:
        """The canvas layer of the felt and the cards."""
        return self.canvas[0]

    @property
    def marks_layer(self) -> Any:
        """The canvas layer over the cards: selection, destinations, hint, drag, peek."""
        return self.canvas[1]

    def redraw(self, everything: bool = False) -> None:
        """Draw what changed, in one canvas message: the cards layer only when the
        cards (or the language) changed since it was drawn, unless ``everything``; the
        marks layer whenever it shows something or did; then update the status line."""
        if everything:
            self._cards_drawn = None
        self._redraw_pending = False
        self._last_draw = time.monotonic()
        self.redraw_count += 1
        game, geometry, view = self.game, self.geometry, self.view()
        view.sprites = True
        key = (id(geometry), cards_key(game, view))
        with batch():
            if key != self._cards_drawn:
                paint(self.cards_layer, build_cards(game, geometry, view), self.scale,
                      sprites=self._sprites)
                self._cards_drawn = key
            marks = build_marks(game, geometry, view)
            if marks or self._marks_drawn:
                paint(self.marks_layer, marks, self.scale, clear=True, sprites=self._sprites)
                self._marks_drawn = bool(marks)
        self.update_status()

    def _on_client_ready(self) -> None:
        """A new view starts blank: draw both layers again."""
        self._marks_drawn = True
        self.redraw(everything=True)

    def request_redraw(self) -> None:
        """Redraw soon: at most once per animation step, never more than one pending."""
        now = time.monotonic()
        wait = FRAME - (now - self._last_draw)
        if self._redraw_pending:
            if wait <= 0:   # no event loop delivered the pending redraw: do it now
                self.redraw()
            return
        if wait <= 0:
            self.redraw()
            return
        self._redraw_pending = True
        call_later(wait, self._flush_redraw)

    def _flush_redraw(self) -> None:
        if self._redraw_pending:
            self.redraw()

    @property
    def pending_redraws(self) -> int:
        return 1 if self._redraw_pending else 0

    # static outputs (the notebook's picture of the table where no widget shows)
    def _repr_svg_(self) -> str:
        from .svg import scene_svg
        return scene_svg(self.scene(), self.geometry.width, self.geometry.height,
                         self.game.title(self.lang), self.game.to_text(history=False))

    def _repr_png_(self) -> bytes:
        from .png import scene_png
        return scene_png(self.scene(), self.geometry.width, self.geometry.height)
