"""Table drawing figures (kernel side): Python time of a full redraw, of a selection
and of a move (each layer is drawn again only when it changes), canvas messages per
redraw, the drag throttle (mouse moves never queue more than one redraw), and the
win's cascade (one message: its size and the Python time to build it).
``benchmarks/table_browser.py`` measures the same in a real browser.

Run: ``python benchmarks/table.py``.  Prints figures; asserts nothing.
"""

from __future__ import annotations

import asyncio
import statistics
import time

from ipycanvas.canvas import _CANVAS_MANAGER

import solitaire_nb as sn
from solitaire_nb.table import Table


class Recorder:
    """Counts the messages the canvas manager sends (and their size)."""

    def __init__(self):
        self.messages, self.bytes = 0, 0

    def __enter__(self):
        self._send = _CANVAS_MANAGER.send

        def send(content, buffers=None):
            self.messages += 1
            self.bytes += sum(len(b) for b in buffers or ())
        _CANVAS_MANAGER.send = send
        return self

    def __exit__(self, *exc):
        _CANVAS_MANAGER.send = self._send


def full_redraw(name, deal, rounds=30, prepare=None):
    table = Table(sn.new_game(name, deal=deal))
    if prepare:
        prepare(table)
    cards = sum(len(p.cards) for p in table.game.piles)
    times = []
    with Recorder() as rec:
        for _ in range(rounds):
            t0 = time.perf_counter()
            table.redraw(everything=True)
            times.append((time.perf_counter() - t0) * 1000)
    print(f"{name:9s} deal {deal}: {cards} cards, full redraw median {statistics.median(times):5.1f} ms "
          f"(max {max(times):5.1f} ms), {rec.messages / rounds:.0f} canvas message(s) per redraw, "
          f"{rec.bytes / rounds / 1024:.0f} KiB each")
    return table


def scene_only(table, rounds=30):
    times = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        table.scene()
        times.append((time.perf_counter() - t0) * 1000)
    print(f"          display list alone: median {statistics.median(times):.1f} ms")


def _timed(action, rounds=40):
    times, messages, size = [], 0, 0
    for _ in range(rounds):
        with Recorder() as rec:
            t0 = time.perf_counter()
            action()
            times.append((time.perf_counter() - t0) * 1000)
        messages += rec.messages
        size += rec.bytes
    return statistics.median(times), messages / rounds, size / rounds / 1024


def select_and_move():
    """A click that selects (only the marks layer is drawn) and a move (both layers)."""
    table = Table(sn.new_game("klondike", deal=7))
    x, y = table.point("tableau4")

    def click():
        table.on_mouse_down(x, y)
        table.on_mouse_up(x, y)
        table.clear_selection()
    median, messages, size = _timed(click)
    print(f"click to select + clear: median {median:.2f} ms, {messages:.0f} canvas message(s), "
          f"{size:.0f} KiB")

    def move_and_undo():
        table.play("t5-t7")
        table.undo()
    median, messages, size = _timed(move_and_undo)
    print(f"move + undo: median {median:.2f} ms, {messages:.0f} canvas message(s), {size:.0f} KiB")


async def drag_throttle():
    table = Table(sn.new_game("klondike", deal=7))
    x0, y0 = table.point("tableau5")
    table.on_mouse_down(x0, y0)
    start = table.redraw_count
    max_pending = 0
    moves = 0
    t0 = time.perf_counter()
    with Recorder() as rec:
        # 600 mouse moves arriving every 2 ms (1.2 s of dragging)
        for k in range(600):
            table.on_mouse_move(x0 + k * 0.5, y0 + k * 0.3)
            moves += 1
            max_pending = max(max_pending, table.pending_redraws)
            await asyncio.sleep(0.002)
        table.on_mouse_up(x0 + 300, y0 + 180)
    elapsed = time.perf_counter() - t0
    redraws = table.redraw_count - start
    print(f"drag: {moves} mouse moves in {elapsed:.2f} s -> {redraws} redraws "
          f"({redraws / elapsed:.0f} per second), at most {max_pending} pending redraw, "
          f"{rec.messages} canvas messages")


def ignored_moves():
    table = Table(sn.new_game("klondike", deal=7))
    start = table.redraw_count
    t0 = time.perf_counter()
    for k in range(10000):
        table.on_mouse_move(k % 1600, 400)
    per = (time.perf_counter() - t0) / 10000 * 1e6
    print(f"mouse moves without a drag: {table.redraw_count - start} redraws, {per:.2f} µs each")


def celebration():
    ranks = "A23456789TJQK"
    game = sn.position("klondike", {f"foundation{i}": " ".join(r + s for r in ranks)
                                    for i, s in enumerate("SHDC", 1)})
    table = Table(game)
    with Recorder() as rec:
        t0 = time.perf_counter()
        frames = table.celebrate()
        elapsed = (time.perf_counter() - t0) * 1000
    from solitaire_nb.table.celebrate import FRAME_MS
    print(f"win cascade: {frames} frames ({frames * FRAME_MS / 1000:.1f} s in the browser), "
          f"{elapsed:.0f} ms of Python, {rec.messages} canvas message of {rec.bytes / 1024:.0f} KiB")


def main():
    full_redraw("klondike", 7)
    table = full_redraw("freecell", 1)
    scene_only(table)

    def busy(t):
        t.select("tableau3")
        t.show_movable = True
    full_redraw("freecell", 1, prepare=busy)
    with Recorder() as rec:
        t0 = time.perf_counter()
        table.select("tableau1")
        print(f"select + highlights: {(time.perf_counter() - t0) * 1000:.1f} ms, {rec.messages} message")
    select_and_move()
    asyncio.run(drag_throttle())
    ignored_moves()
    celebration()


if __name__ == "__main__":
    main()
