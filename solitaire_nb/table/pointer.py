"""The table's pointer: what a press, a drag, a release and a double-click mean.

A press on a card remembers where it happened; moving far enough turns it into
a drag (the cards follow the pointer); a release either drops the dragged cards
on the pile under them or counts as a click.  Two presses on the same top card
in quick succession are a double-click; holding a press on a covered card peeks
at it.  What each gesture *does* to the game is asked of the table
(:class:`~solitaire_nb.table.widget.Table`, ``table.pointer``); what is under way (the
press, the drag, the last click, the selection) lives in the table's
:class:`~solitaire_nb.table.interaction.Interaction`, which the pointer shares with the
keyboard and the solver buttons.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from ..engine.moves import Move
from ..rules.roles import Role
from .interaction import Interaction
from .words import said_text

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

    def __init__(self, table: Any, state: Interaction) -> None:
        self.table = table  # the table whose game, geometry and drawing this serves
        self.state = state

    def point(self, pile_id: str, index: int | None = None) -> tuple[float, float]:
        """Canvas coordinates (as the mouse events report them) inside a card."""
        x, y = self.table.geometry.card_center(self.table.game, pile_id, index)
        return (x * self.table.scale, y * self.table.scale)

    def hit(self, x: float, y: float) -> tuple[str, int | None] | None:
        """(pile_id, index) under canvas coordinates (see Geometry.hit)."""
        return self.table.geometry.hit(self.table.game, x / self.table.scale, y / self.table.scale)

    def on_mouse_down(self, x: float, y: float) -> None:
        lx, ly = x / self.table.scale, y / self.table.scale
        hit = self.table.geometry.hit(self.table.game, lx, ly)
        now = time.monotonic()
        self.state.press = None
        if hit is None:
            self.state.last_click = None
            if self.state.selection or self.state.hint_move or self.state.peeked:
                self.state.clear_marks()
                self.state.message = None
                self.table.redraw()
            return
        pile_id, index = hit
        last = self.state.last_click
        if (last is not None and now - last[0] <= DOUBLE_CLICK and last[1] == pile_id
                and index is not None and index == len(self.table.game.pile(pile_id).cards) - 1):
            self.state.last_click = None
            self.state.press = {"double": True}
            self.table.double_click(pile_id)
            return
        press = {"pile": pile_id, "index": index, "x": lx, "y": ly, "time": now, "count": None}
        pile = self.table.game.pile(pile_id)
        if index is not None and not self.deals(pile):
            count = len(pile.cards) - index
            if pile.cards[index].face_up and count in self.table.game.movable_counts(pile_id):
                press["count"] = count
                rect = self.table.geometry.card_rects(pile)[index]
                press["grab"] = (lx - rect[0], ly - rect[1])
            if pile.cards[index].face_up and index < len(pile.cards) - 1:
                token = object()
                press["token"] = token
                call_later(LONG_PRESS, lambda: self._long_press(token))
        self.state.press = press

    def deals(self, pile: Any) -> bool:
        """Is a click on ``pile`` a click on the stock?  A stock whose top card may be
        played from it (a last card laid open) is picked up like any other pile."""
        return pile.role == Role.STOCK and not self.table.game.movable_counts(pile.id)

    def _long_press(self, token: object) -> None:
        press = self.state.press
        if press is None or press.get("token") is not token or self.state.drag is not None:
            return
        press["peeked"] = True
        self.table.peek(press["pile"], press["index"], seconds=None)

    def on_mouse_move(self, x: float, y: float) -> None:
        press = self.state.press
        if press is None or press.get("count") is None:
            return  # no drag under way: ignore the pointer
        lx, ly = x / self.table.scale, y / self.table.scale
        if self.state.drag is None:
            if press.get("peeked") or abs(lx - press["x"]) + abs(ly - press["y"]) < DRAG_START:
                return
            self.state.drag = {"pile": press["pile"], "count": press["count"]}
            self.state.selection = (press["pile"], press["count"])
            self.state.hint_move = None
        gx, gy = press["grab"]
        self.state.drag["x"], self.state.drag["y"] = lx - gx, ly - gy
        self.table.request_redraw()

    def on_mouse_out(self, x: float, y: float) -> None:
        if self.state.drag is not None:
            self.on_mouse_up(x, y)

    def on_mouse_up(self, x: float, y: float) -> None:
        press, drag = self.state.press, self.state.drag
        self.state.press = None
        if press is None or press.get("double"):
            return
        if press.get("peeked"):
            self.state.peeked = None
            self.state.message = None
            self.table.redraw()
            return
        lx, ly = x / self.table.scale, y / self.table.scale
        if drag is not None and "x" in drag:
            self.state.drag = None
            target = self._drop_target(drag, lx, ly)
            if target is None or (target == drag["pile"] and not self._pairs_within(target)):
                self.state.selection = None
                self.table.redraw()
                return
            self.table.play(Move(drag["pile"], target, drag["count"]))
            return
        self.state.drag = None
        self.click(press)

    def click(self, press: dict) -> None:
        pile_id, index = press["pile"], press["index"]
        pile = self.table.game.pile(pile_id)
        now = time.monotonic()
        if self.deals(pile):
            self.state.last_click = None
            self.table.stock_click()
            return
        if self.state.selection and self.state.selection[0] != pile_id:
            self.state.last_click = None
            self.table.move_to(pile_id)
            return
        if self.state.selection and self.state.selection[0] == pile_id and self._pairs_within(pile_id):
            self.state.last_click = None
            self.table.move_to(pile_id)  # the top card pairs with the card under it
            return
        if self.state.selection and self.state.selection[0] == pile_id and (
                index is None or len(pile.cards) - index == self.state.selection[1]):
            self.state.last_click = (now, pile_id, index)
            self.table.clear_selection()
            return
        self.state.last_click = (now, pile_id, index)
        if index is None:
            self.table.clear_selection()
            return
        count = press.get("count")
        if count is None:
            count = len(pile.cards) - index
            refusal = pile.group.lift_refusal(self.table.game, pile, count)
            self.state.selection = None
            if refusal is not None:
                self.state.message = said_text(refusal.text)
            self.table.redraw()
            return
        self.table.select(pile_id, count)

    def _pairs_within(self, pile_id: str) -> bool:
        """Can the top card of this pile pair now with the card under it (the waste of
        the pyramid games): then dropping it back on its pile, or clicking the pile
        again, plays that pair."""
        pile = self.table.game.pile(pile_id)
        return pile.group.pairs_within and self.table.game.is_legal(Move(pile_id, pile_id, 1))

    def _drop_target(self, drag: dict, lx: float, ly: float) -> str | None:
        geometry, game = self.table.geometry, self.table.game
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


