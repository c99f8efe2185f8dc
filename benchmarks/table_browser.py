"""Table latency in a real browser: the table in JupyterLab, in headless Chromium.

Run: ``python benchmarks/table_browser.py [--rounds N] [--freecell]``.  Starts
JupyterLab on 127.0.0.1 and Debian's Chromium (``/usr/bin/chromium``) through
``tests/lab_driver.py``, opens a notebook showing Klondike deal 7 (and, with
``--freecell``, FreeCell deal 1), and times four gestures, ``N`` rounds each:

* select -- mouse down + up on a card, until its legal destination's check mark
  shows on the canvas;
* deselect -- a click on the bare felt, until that mark has gone;
* move -- with the card selected, a click on its destination, until the moved
  card shows there (the notebook's side undoes the move after each round);
* drag frame -- during a drag, one mouse move, until the lifted card is drawn
  at its new place (it goes to and fro between two spots of bare felt).

Each time is measured in the page: ``performance.now()`` from dispatching the
events on the canvas to the first animation frame whose canvas pixels show the
change (so figures come in steps of a frame, about 17 ms at 60 Hz).  The kernel
column is the time the kernel spent handling the gesture's events (mouse down
+ up, or the mouse move), redraw included.  Prints median, 90th percentile,
min and max; asserts nothing.  Targets: select <= 30 ms, move <= 50 ms (medians).
The server and the browser are stopped on the way out, on error or Ctrl+C too.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from lab_driver import NOT_FELT, SAVE_STATE, TARGET_YELLOW, jupyterlab, mouse, press  # noqa: E402

#: game -> (deal, the move timed: a card from a column to where the felt shows it)
GAMES = {"klondike": (7, "t5-t7"), "freecell": (1, "8a")}
TARGETS = {"select": 30.0, "move": 50.0}   # ms, medians
GESTURES = ("select", "deselect", "move", "drag frame")

SETUP = SAVE_STATE + '''
import json, time
import solitaire_nb as sn
from solitaire_nb.table import Table

TABLES = {}

class TimedTable(Table):
    """The table, noting how long the kernel spends on each pointer gesture."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.records = []
        self.down_ms = 0.0

    def on_mouse_down(self, x, y):
        t0 = time.perf_counter()
        super().on_mouse_down(x, y)
        self.down_ms = (time.perf_counter() - t0) * 1000

    def on_mouse_up(self, x, y):
        t0 = time.perf_counter()
        super().on_mouse_up(x, y)
        self.records.append(("click", self.down_ms + (time.perf_counter() - t0) * 1000))

    def on_mouse_move(self, x, y):
        t0 = time.perf_counter()
        super().on_mouse_move(x, y)
        self.records.append(("move", (time.perf_counter() - t0) * 1000))

def kernel_times(name):
    """Print and forget the table's records."""
    print(json.dumps(TABLES[name].records))
    TABLES[name].records.clear()
'''

TABLE = '''\
game = sn.new_game("{name}", deal={deal})
game.observe(saver("{name}.json"))
saver("{name}.json")(game)
TABLES["{name}"] = TimedTable(game, lang="en")
TABLES["{name}"]'''


def position(game):
    return game.move_count, [(p.id, [str(c) for c in p.cards]) for p in game.piles]


def cells(names):
    return [SETUP] + [TABLE.format(name=name, deal=GAMES[name][0]) for name in names]


class Bench:
    """The gestures of one game's table, timed."""

    def __init__(self, lab, cell, name, rounds, warmup, screenshots=False, pause=0.3):
        self.lab, self.name, self.rounds, self.warmup = lab, name, rounds, warmup
        self.pause = pause   # seconds between two gestures
        self.screenshots = screenshots
        self.board = lab.board(cell, state=f"{name}.json")
        self.game = self.board.state()
        self.move = self.game.parse_move(GAMES[name][1])
        self.figures = {}
        self.kernel = {}

    def kernel_times(self, kind):
        records = json.loads(self.lab.execute(f"kernel_times({self.name!r})").strip() or "[]")
        return [ms for k, ms in records if k == kind]

    def run(self):
        board = self.board
        board.canvas.scroll_into_view_if_needed()
        board.wait_drawn()
        self.kernel_times("click")
        self.select_rounds()
        self.move_rounds()
        self.drag_rounds()
        after = board.state()
        if position(after) != position(self.game):
            raise AssertionError(f"{self.name}: the game did not come back to its start:\n{after}")

    def _record(self, gesture, times, kernel):
        self.figures[gesture] = times[self.warmup:]
        kernel = kernel[self.warmup:]
        self.kernel[gesture] = kernel if len(kernel) == len(self.figures[gesture]) else []

    def shot(self, what):
        """With --screenshots: the canvas as the last round left it, in test-artifacts/."""
        if self.screenshots:
            self.board.screenshot(f"bench-{self.name}-{what}.png")

    def _timed(self, what, *args, **kwargs):
        ms = self.board.timed(*args, **kwargs)
        if ms is None:
            raise AssertionError(f"{self.name}: {what} not seen on the canvas within 5 s")
        return ms

    def select_rounds(self):
        board, game, move = self.board, self.game, self.move
        source, felt = board.card(move.source, game=game), board.felt(game)
        badge = board.badge_box(move.target, game)
        selects, deselects = [], []
        for _ in range(self.warmup + self.rounds):
            selects.append(self._timed("the destination's mark", press(source), badge, TARGET_YELLOW))
            self.shot("selected")
            deselects.append(self._timed("the mark going", press(felt), badge, TARGET_YELLOW, present=False))
            time.sleep(self.pause)
        clicks = self.kernel_times("click")
        self._record("select", selects, clicks[0::2])
        self._record("deselect", deselects, clicks[1::2])

    def landing_box(self):
        """Where the moved card shows and nothing but felt did before (canvas pixels)."""
        board, game, move = self.board, self.game, self.move
        after = game.copy()
        after.play(move)
        x, y, w, h = board.geometry(after).card_rects(after.pile(move.target))[-1]
        top = y + 0.35 * h
        before = board.geometry(game).card_rects(game.pile(move.target))
        if before:
            top = max(top, before[-1][1] + before[-1][3] + 10)
        if y + h - 6 - top < 8:
            raise ValueError(f"{self.name}: the move {move} shows too little of the card to be seen")
        return board.box((x + 0.2 * w, top, 0.6 * w, y + h - 6 - top))

    def move_rounds(self):
        board, game, move = self.board, self.game, self.move
        source, target = board.card(move.source, game=game), board.card(move.target, game=game)
        badge, landing = board.badge_box(move.target, game), self.landing_box()
        half = landing[2] * landing[3] // 2
        moves = []
        for _ in range(self.warmup + self.rounds):
            self._timed("the destination's mark", press(source), badge, TARGET_YELLOW)
            moves.append(self._timed("the moved card", press(target), landing, NOT_FELT, threshold=half))
            self.shot("moved")
            self.lab.execute(f"TABLES[{self.name!r}].undo()")
            board.wait_colour(landing, NOT_FELT, present=False, threshold=half)
            time.sleep(self.pause)
        self._record("move", moves, self.kernel_times("click")[1::2])

    def drag_rounds(self):
        board, game, move = self.board, self.game, self.move
        geo = board.geometry(game)
        w, h = geo.card_w, geo.card_h
        lowest = max(r[1] + r[3] for p in game.piles if p.id in geo.spots for r in geo.card_rects(p))
        top = lowest + 12
        if top + 0.5 * h > geo.height - 4:
            print(f"{self.name}: no bare felt to drag over; drag frames not measured", file=sys.stderr)
            return
        # top-left corners of the lifted card; the pointer holds the card by its middle
        spots = [(0.25 * geo.width - w / 2, top), (0.75 * geo.width - w / 2, top)]
        boxes = [board.box((x + 0.2 * w, y + 0.1 * h, 0.6 * w, 0.35 * h)) for x, y in spots]
        pointers = [board.css((x + w / 2, y + h / 2)) for x, y in spots]
        half = boxes[0][2] * boxes[0][3] // 2
        sx, sy = board.card(move.source, game=game)
        board.dispatch([mouse("mousedown", (sx, sy)), mouse("mousemove", (sx, sy + 25), buttons=1)])
        time.sleep(0.3)
        frames = []
        try:
            for k in range(self.warmup + self.rounds):
                frames.append(self._timed("the lifted card", [mouse("mousemove", pointers[k % 2], buttons=1)],
                                          boxes[k % 2], NOT_FELT, threshold=half))
                self.shot(f"drag{k % 2}")
                time.sleep(0.05)     # a drag's moves come one after another
        finally:   # put the card back where it was: dropped on its own pile, nothing moves
            board.dispatch([mouse("mousemove", (sx, sy), buttons=1), mouse("mouseup", (sx, sy))])
        time.sleep(0.3)
        self._record("drag frame", frames, self.kernel_times("move")[1:1 + len(frames)])


def percentile(values, q):
    if len(values) < 2:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def report(benches, rounds, about, load):
    print(f"Table latency in JupyterLab, {about}; {rounds} rounds per gesture.")
    print(f"Machine: {os.cpu_count()} cores, load average (1 min) {load[0]:.1f} at the start, "
          f"{load[1]:.1f} at the end: other work slows the browser and the kernel alike.")
    pause = benches[0].pause if benches else 0
    print("Page clock: events dispatched on the canvas -> first animation frame whose pixels show the "
          f"change (ms); {pause:g} s between two gestures (a drag's moves: 0.05 s).")
    print(f"{'game':<10}{'gesture':<12}{'median':>8}{'p90':>8}{'min':>8}{'max':>8}{'kernel':>9}  target")
    out = {}
    for bench in benches:
        for gesture in GESTURES:
            times = bench.figures.get(gesture)
            if not times:
                continue
            median, p90 = statistics.median(times), percentile(times, 90)
            kernel = bench.kernel.get(gesture)
            kernel_text = f"{statistics.median(kernel):8.1f}" if kernel else f"{'n/a':>8}"
            target = TARGETS.get(gesture)
            verdict = (f"median <= {target:.0f} ms: {'met' if median <= target else 'MISSED'}"
                       if target else "")
            print(f"{bench.name:<10}{gesture:<12}{median:8.1f}{p90:8.1f}{min(times):8.1f}{max(times):8.1f}"
                  f"{kernel_text} {verdict}")
            out[f"{bench.name} {gesture}"] = {"median": median, "p90": p90,
                                             "kernel": statistics.median(kernel) if kernel else None}
    print("kernel: median time the kernel spent in the table's handlers of the gesture (ms), "
          "redraw included.")
    return out


INTERRUPTED: list[int] = []


def catch_signals():
    """Ctrl+C and SIGTERM end the run through the context managers, which stop
    JupyterLab and Chromium (Ctrl+C may reach Playwright's driver first: the browser
    then closes under our feet, and the error that follows is an interruption too)."""
    def interrupt(signum, frame):
        INTERRUPTED.append(signum)
        raise KeyboardInterrupt
    signal.signal(signal.SIGINT, interrupt)
    signal.signal(signal.SIGTERM, interrupt)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30, help="timed rounds per gesture")
    parser.add_argument("--warmup", type=int, default=2, help="rounds run first and not counted")
    parser.add_argument("--freecell", action="store_true", help="FreeCell deal 1 as well")
    parser.add_argument("--pause", type=float, default=0.3,
                        help="seconds between two gestures (0.3: a person's pace; the browser is "
                             "slower to answer gestures that come back to back)")
    parser.add_argument("--screenshots", action="store_true",
                        help="save the canvas after each gesture's last round in test-artifacts/")
    parser.add_argument("--json", action="store_true", help="also print the figures as one JSON line")
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.warmup < 0:
        parser.error("--rounds must be at least 1 and --warmup at least 0")
    catch_signals()
    names = ["klondike", "freecell"] if args.freecell else ["klondike"]
    load = [os.getloadavg()[0]]
    print("starting JupyterLab and Chromium...", file=sys.stderr)
    with jupyterlab(cells(names), canvas_cells=range(1, len(names) + 1), prefix="bench-") as lab:
        canvas = lab.execute("print(type(getattr(TABLES['klondike'], 'canvas', None)).__name__)").strip()
        about = (f"Chromium {lab.page.context.browser.version} (headless), ipycanvas "
                 f"{lab.execute('import ipycanvas; print(ipycanvas.__version__)').strip()} ({canvas})")
        benches = []
        for cell, name in enumerate(names, start=1):
            print(f"timing {name}...", file=sys.stderr)
            bench = Bench(lab, cell, name, args.rounds, args.warmup, args.screenshots, args.pause)
            bench.run()
            benches.append(bench)
    load.append(os.getloadavg()[0])
    print()
    figures = report(benches, args.rounds, about, load)
    if args.json:
        print(json.dumps(figures))


if __name__ == "__main__":
    try:
        main()
    except (KeyboardInterrupt, Exception):
        if not INTERRUPTED:
            raise
        print("interrupted: JupyterLab and Chromium stopped", file=sys.stderr)
        sys.exit(130)
