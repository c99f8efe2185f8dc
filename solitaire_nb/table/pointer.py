"""The table's pointer: what a press, a drag, a release and a double-click mean.

A press on a card remembers where it happened; moving far enough turns it into
a drag (the cards follow the pointer); a release either drops the dragged cards
on the pile under them or counts as a click.  Two presses on the same top card
in quick succession are a double-click; holding a press on a covered card peeks
at it.  What each gesture *does* to the game is asked of the table
(:class:`~solitaire_nb.table.widget.Table`), which this class is mixed into.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from ..engine.moves import Move
from ..rules.roles import Role
from ..text.phrases import Said

DOUBLE_CLICK = 0.45     # seconds between the two presses of a double-click
LONG_PRESS = 0.6        # seconds: press and hold shows a covered card (peek)
DRAG_START = 4.0        # logical pixels of movement before a press becomes a drag


def call_later(delay: float, callback: Callable[[], Any]) -> asyncio.TimerHandle | None:
    """Run ``callback`` after ``delay`` seconds on the kernel's event loop (None if
    no loop runs, e.g. in plain scripts)."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return None
    return loop.call_later(delay, callback)


class Pointer:
    """Mouse events of the table's canvas, turned into clicks, drags and double-clicks."""

    # provided by the table
    game: Any
    geometry: Any
    scale: float
    selection: tuple[str, int] | None
    hint_move: Move | None
    peeked: tuple[str, int] | None
    _message: Any
    _press: dict | None
    _drag: dict | None
    _last_click: tuple[float, str, int | None] | None

    def point(self, pile_id: str, index: int | None = None) -> tuple[float, float]:
        """Canvas coordinates (as the mouse events report them) inside a card."""
        x, y = self.geometry.card_center(self.game, pile_id, index)
        return (x * self.scale, y * self.scale)

    def hit(self, x: float, y: float) -> tuple[str, int | None] | None:
        """(pile_id, index) under canvas coordinates (see Geometry.hit)."""
        return self.geometry.hit(self.game, x / self.scale, y / self.scale)

    def on_mouse_down(self, x: float, y: float) -> None:
        lx, ly = x / self.scale, y / self.scale
        hit = self.geometry.hit(self.game, lx, ly)
        now = time.monotonic()
        self._press = None
        if hit is None:
            self._last_click = None
            if self.selection or self.hint_move or self.peeked:
                self._clear_marks()
                self._message = None
                self.redraw()
            return
        pile_id, index = hit
        last = self._last_click
        if (last is not None and now - last[0] <= DOUBLE_CLICK and last[1] == pile_id
                and index is not None and index == len(self.game.pile(pile_id).cards) - 1):
            self._last_click = None
            self._press = {"double": True}
            self.to_foundation(pile_id)
            return
        press = {"pile": pile_id, "index": index, "x": lx, "y": ly, "time": now, "count": None}
        pile = self.game.pile(pile_id)
        if index is not None and not self._deals(pile):
            count = len(pile.cards) - index
            if pile.cards[index].face_up and count in self.game.movable_counts(pile_id):
                press["count"] = count
                rect = self.geometry.card_rects(pile)[index]
                press["grab"] = (lx - rect[0], ly - rect[1])
            if pile.cards[index].face_up and index < len(pile.cards) - 1:
                token = object()
                press["token"] = token
                call_later(LONG_PRESS, lambda: self._long_press(token))
        self._press = press

    def _deals(self, pile: Any) -> bool:
        """Is a click on ``pile`` a click on the stock?  A stock whose top card may be
        played from it (a last card laid open) is picked up like any other pile."""
        return pile.role == Role.STOCK and not self.game.movable_counts(pile.id)

    def _long_press(self, token: object) -> None:
        press = self._press
        if press is None or press.get("token") is not token or self._drag is not None:
            return
        press["peeked"] = True
        self.peek(press["pile"], press["index"], seconds=None)

    def on_mouse_move(self, x: float, y: float) -> None:
        press = self._press
        if press is None or press.get("count") is None:
            return  # no drag under way: ignore the pointer
        lx, ly = x / self.scale, y / self.scale
        if self._drag is None:
            if press.get("peeked") or abs(lx - press["x"]) + abs(ly - press["y"]) < DRAG_START:
                return
            self._drag = {"pile": press["pile"], "count": press["count"]}
            self.selection = (press["pile"], press["count"])
            self.hint_move = None
        gx, gy = press["grab"]
        self._drag["x"], self._drag["y"] = lx - gx, ly - gy
        self.request_redraw()

    def on_mouse_out(self, x: float, y: float) -> None:
        if self._drag is not None:
            self.on_mouse_up(x, y)

    def on_mouse_up(self, x: float, y: float) -> None:
        press, drag = self._press, self._drag
        self._press = None
        if press is None or press.get("double"):
            return
        if press.get("peeked"):
            self.peeked = None
            self._message = None
            self.redraw()
            return
        lx, ly = x / self.scale, y / self.scale
        if drag is not None and "x" in drag:
            self._drag = None
            target = self._drop_target(drag, lx, ly)
            if target is None or (target == drag["pile"] and not self._pairs_within(target)):
                self.selection = None
                self.redraw()
                return
            self.play(Move(drag["pile"], target, drag["count"]))
            return
        self._drag = None
        self._click(press)

    def _click(self, press: dict) -> None:
        pile_id, index = press["pile"], press["index"]
        pile = self.game.pile(pile_id)
        now = time.monotonic()
        if self._deals(pile):
            self._last_click = None
            self.stock_click()
            return
        if self.selection and self.selection[0] != pile_id:
            self._last_click = None
            self.move_to(pile_id)
            return
        if self.selection and self.selection[0] == pile_id and self._pairs_within(pile_id):
            self._last_click = None
            self.move_to(pile_id)  # the top card pairs with the card under it
            return
        if self.selection and self.selection[0] == pile_id and (
                index is None or len(pile.cards) - index == self.selection[1]):
            self._last_click = (now, pile_id, index)
            self.clear_selection()
            return
        self._last_click = (now, pile_id, index)
        if index is None:
            self.clear_selection()
            return
        count = press.get("count")
        if count is None:
            count = len(pile.cards) - index
            refusal = pile.group.lift_refusal(self.game, pile, count)
            self.selection = None
            if refusal is not None:
                self._message = self._said_text(refusal.text)
            self.redraw()
            return
        self.select(pile_id, count)

    def _pairs_within(self, pile_id: str) -> bool:
        """Can the top card of this pile pair now with the card under it (the waste of
        the pyramid games): then dropping it back on its pile, or clicking the pile
        again, plays that pair."""
        pile = self.game.pile(pile_id)
        return pile.group.pairs_within and self.game.is_legal(Move(pile_id, pile_id, 1))

    def _drop_target(self, drag: dict, lx: float, ly: float) -> str | None:
        geometry, game = self.geometry, self.game
        source = game.pile(drag["pile"])
        rects = geometry.card_rects(source)[-drag["count"]:]
        w, h = geometry.card_w, geometry.card_h
        dx, dy = drag["x"], drag["y"]
        top_h = h + (rects[-1][1] - rects[0][1])
        best, best_area = None, 0.0
        for pile in reversed(game.piles):  # piles drawn later lie on top
            if pile.id not in geometry.spots:
                continue
            if pile is source and not self._pairs_within(pile.id):
                continue
            zx, zy, zw, zh = geometry.drop_zone(pile)
            if zx <= lx <= zx + zw and zy <= ly <= zy + zh:
                return pile.id
            ox = min(dx + w, zx + zw) - max(dx, zx)
            oy = min(dy + top_h, zy + zh) - max(dy, zy)
            if ox > 0 and oy > 0 and ox * oy > best_area:
                best, best_area = pile.id, ox * oy
        return best

    # the table's side of the gestures
    def _clear_marks(self) -> None:
        raise NotImplementedError

    def redraw(self) -> None:
        raise NotImplementedError

    def request_redraw(self) -> None:
        raise NotImplementedError

    def to_foundation(self, pile_id: str) -> bool:
        raise NotImplementedError

    def peek(self, pile_id: str, index: int, seconds: float | None = None) -> None:
        raise NotImplementedError

    def play(self, move: Move | str) -> bool:
        raise NotImplementedError

    def stock_click(self) -> bool:
        raise NotImplementedError

    def move_to(self, target: str) -> bool:
        raise NotImplementedError

    def clear_selection(self) -> None:
        raise NotImplementedError

    def select(self, pile_id: str, count: int | None = None) -> list[str]:
        raise NotImplementedError

    def _said_text(self, write: Callable[[str], str]) -> Said:
        raise NotImplementedError
