"""The table on the page: where cards are, mouse gestures, canvas pixels, timings.

Part of the JupyterLab driver (:mod:`lab_driver`, which re-exports these names):
:class:`Board` is the table shown by one notebook cell.  Boxes are ``[x, y, w, h]``
in canvas pixels (logical pixels times the scale); points given to the mouse are
page CSS pixels.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ARTIFACTS = Path(__file__).resolve().parents[1] / "test-artifacts"

# Colour tests, as JavaScript expressions of r, g, b, a (0..255).
TARGET_YELLOW = "r > 225 && g > 185 && g < 235 && b < 120"   # solitaire_nb.table.cards.TARGET
HINT_ORANGE = "r > 230 && g > 90 && g < 160 && b < 60"       # solitaire_nb.table.cards.HINT
CARD_WHITE = "r > 235 && g > 235 && b > 225"                 # a card's face
FELT_GREEN = "g > r + 40 && g > b"                           # the table's felt
NOT_FELT = f"!({FELT_GREEN})"                                 # something drawn on the felt


def wait_until(check: Callable[[], object], timeout: float = 10.0, message: str = "condition",
               every: float = 0.05) -> object:
    """Call ``check`` until it returns something true (returned), else AssertionError."""
    deadline = time.time() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.time() > deadline:
            raise AssertionError(f"timed out after {timeout:g} s waiting for {message}")
        time.sleep(every)


def _count_js(predicate: str) -> str:
    """JavaScript counting the pixels of ``[x, y, w, h]`` of a canvas that pass ``predicate``."""
    return f"""(canvas, box) => {{
        const d = canvas.getContext('2d').getImageData(box[0], box[1], box[2], box[3]).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4) {{
            const r = d[i], g = d[i + 1], b = d[i + 2], a = d[i + 3];
            if ({predicate}) n++;
        }}
        return n;
    }}"""


def _timed_js(predicate: str) -> str:
    return f"""async ([canvas, events, box, threshold, present, limit]) => {{
        const count = {_count_js(predicate)};
        const t0 = performance.now();
        for (const e of events) {{
            const init = Object.assign({{bubbles: true, cancelable: true, button: 0}}, e);
            delete init.type;
            canvas.dispatchEvent(new MouseEvent(e.type, init));
        }}
        return await new Promise((resolve) => {{
            const poll = () => {{
                const shown = count(canvas, box) > threshold;
                if (shown === present) resolve(performance.now() - t0);
                else if (performance.now() - t0 > limit) resolve(null);
                else requestAnimationFrame(poll);
            }};
            requestAnimationFrame(poll);
        }});
    }}"""


def mouse(kind: str, point: Sequence[float], button: int = 0, buttons: int | None = None) -> dict:
    """A mouse event for :meth:`Board.dispatch` / :meth:`Board.timed` at a CSS point
    (``kind``: "mousedown", "mouseup", "mousemove", ...)."""
    if buttons is None:   # the buttons held: 1 left, 2 right, 4 middle
        buttons = 0 if kind in ("mouseup", "mousemove") else {0: 1, 1: 4, 2: 2}.get(button, 0)
    return {"type": kind, "clientX": point[0], "clientY": point[1], "button": button, "buttons": buttons}


def press(point: Sequence[float], button: int = 0) -> list[dict]:
    """Mouse down and up at ``point``: a click, as the table's canvas sees it."""
    return [mouse("mousedown", point, button), mouse("mouseup", point, button)]


class Board:
    """The table shown by a notebook cell: coordinates, gestures and pixels."""

    def __init__(self, lab: Any, cell: int, state: str | None = None, scale: float = 2.0,
                 width: float | None = None) -> None:
        self.lab, self.page, self.cell = lab, lab.page, cell
        self.canvas = lab.canvas(cell)
        self.state_file, self.scale, self.width = state, scale, width

    # ------------------------------------------------------------------ where things are
    def state(self):
        if self.state_file is None:
            raise ValueError(f"the board of cell {self.cell} names no state file")
        return self.lab.state(self.state_file)

    def geometry(self, game=None):
        from solitaire_nb.table.layout import compute
        from solitaire_nb.table.sizes import table_width
        game = game if game is not None else self.state()
        return compute(game, self.width or table_width(game))   # the table's default card size

    @property
    def size(self) -> tuple[int, int]:
        """The canvas's size in canvas pixels."""
        return tuple(self.canvas.evaluate("c => [c.width, c.height]"))

    def css(self, point: Sequence[float]) -> tuple[float, float]:
        """Logical table coordinates -> page CSS pixels (the page stretches the canvas)."""
        box = self.canvas.bounding_box()
        w, h = self.size
        return (box["x"] + point[0] * self.scale * box["width"] / w,
                box["y"] + point[1] * self.scale * box["height"] / h)

    def box(self, rect: Sequence[float]) -> list[int]:
        """A logical rectangle (x, y, w, h) -> a box in canvas pixels."""
        s = self.scale
        return [int(rect[0] * s), int(rect[1] * s), max(1, int(rect[2] * s)), max(1, int(rect[3] * s))]

    def card(self, pile_id: str, index: int | None = None, game=None) -> tuple[float, float]:
        """CSS point inside a card (default: the top card; an empty pile's base)."""
        game = game if game is not None else self.state()
        return self.css(self.geometry(game).card_center(game, pile_id, index))

    def felt(self, game=None) -> tuple[float, float]:
        """CSS point on the bare felt (the bottom-left corner)."""
        return self.css((5, self.geometry(game).height - 5))

    def badge_box(self, pile_id: str, game=None) -> list[int]:
        """Box around the check-mark badge a legal destination shows."""
        game = game if game is not None else self.state()
        geo = self.geometry(game)
        rects = geo.card_rects(game.pile(pile_id))
        x, y, w, h = rects[-1] if rects else geo.base_rect(pile_id)
        r = max(8.0, w * 0.11)
        return self.box((x + w - 2 - r, y + 2 - r, 2 * r, 2 * r))

    # ------------------------------------------------------------------ real mouse gestures
    def click(self, pile_id: str, index: int | None = None, game=None, button: str = "left") -> None:
        self.page.mouse.click(*self.card(pile_id, index, game), button=button)

    def dblclick(self, pile_id: str, index: int | None = None, game=None) -> None:
        self.page.mouse.dblclick(*self.card(pile_id, index, game))

    def drag(self, source: str, target: str, index: int | None = None, game=None, steps: int = 8,
             release: bool = True) -> None:
        """Press on a card of ``source``, move over ``target`` (then release, unless
        ``release`` is False: :meth:`release` ends the drag)."""
        game = game if game is not None else self.state()
        sx, sy = self.card(source, index, game)
        tx, ty = self.card(target, None, game)
        mouse_ = self.page.mouse
        mouse_.move(sx, sy)
        mouse_.down()
        mouse_.move((sx + tx) / 2, (sy + ty) / 2, steps=steps)
        mouse_.move(tx, ty, steps=steps)
        if release:
            mouse_.up()

    def release(self) -> None:
        self.page.mouse.up()

    def hover(self) -> tuple[float, float]:
        """Put the pointer over the canvas (at its left edge, halfway down) and return that
        CSS point.  The table hears the keyboard only while the pointer is over its canvas
        (ipyevents listens from ``mouseenter`` to ``mouseleave``); the page may have
        scrolled since the last gesture, so the canvas is looked up again every time."""
        self.canvas.scroll_into_view_if_needed()
        for _ in range(2):
            box = self.canvas.bounding_box()
            point = (box["x"] + 4, box["y"] + box["height"] / 2)
            if self.canvas.evaluate("(c, [x, y]) => document.elementFromPoint(x, y) === c", list(point)):
                self.page.mouse.move(*point)
                return point
            self.canvas.evaluate("c => c.scrollIntoView({block: 'center'})")
        raise AssertionError(f"the canvas of cell {self.cell} is not under the point {point} "
                             f"(covered, or out of the window)")

    def key(self, key: str) -> None:
        """Press ``key`` (Playwright's names: " ", "Enter", "ArrowLeft", "Control+z", "h"...)
        with the pointer over the canvas (see :meth:`hover`)."""
        self.hover()
        self.page.keyboard.press(key)

    def status(self) -> str:
        """The table's status and message lines (as shown above the canvas)."""
        return self.lab.cell(self.cell).locator(".solitaire-status").first.inner_text()

    def message(self) -> str:
        """The table's message line alone ("" when it says nothing)."""
        text = self.lab.cell(self.cell).locator(".solitaire-message").first.inner_text()
        return text.replace("\xa0", " ").strip()

    def wait_message(self, check: str | Callable[[str], object], timeout: float = 15.0) -> str:
        """Wait until the message line contains ``check`` (or passes it, a function of the
        text); returns the message."""
        test = check if callable(check) else (lambda text: check in text)
        seen: list[str] = []

        def ready() -> bool:
            seen[:] = [self.message()]
            return bool(test(seen[0]))
        try:
            wait_until(ready, timeout, f"the message {check!r}")
            return seen[0]
        except AssertionError:
            raise AssertionError(f"the message line says {seen[0]!r}, not {check!r}") from None

    def screenshot(self, name: str, artifacts: Path = ARTIFACTS) -> None:
        artifacts.mkdir(exist_ok=True)
        self.canvas.screenshot(path=str(artifacts / name))

    # ------------------------------------------------------------------ pixels
    def pixels(self, box: Sequence[int]) -> list[tuple[int, int, int, int]]:
        """RGBA of every canvas pixel of ``box``, row by row."""
        data = self.canvas.evaluate("(c, b) => Array.from(c.getContext('2d').getImageData(...b).data)",
                                    list(box))
        return [tuple(data[i:i + 4]) for i in range(0, len(data), 4)]

    def count_colour(self, box: Sequence[int], predicate: str | Callable = TARGET_YELLOW) -> int:
        """Pixels of ``box`` passing ``predicate``: a JavaScript expression of r, g, b, a
        (e.g. :data:`TARGET_YELLOW`), or a Python function of (r, g, b, a)."""
        if callable(predicate):
            return sum(1 for p in self.pixels(box) if predicate(*p))
        return self.canvas.evaluate(_count_js(predicate), list(box))

    def wait_colour(self, box: Sequence[int], predicate: str | Callable = TARGET_YELLOW, present: bool = True,
                    threshold: int = 20, timeout: float = 10.0) -> int:
        """Wait until more than ``threshold`` pixels of ``box`` pass ``predicate``
        (``present``), or no longer do; returns the count."""
        deadline = time.time() + timeout
        while True:
            n = self.count_colour(box, predicate)
            if (n > threshold) == present:
                return n
            if time.time() > deadline:
                raise AssertionError(f"colour {predicate!r} {'not shown' if present else 'still shown'} "
                                     f"at {list(box)} ({n} pixels)")
            time.sleep(0.03)

    def snapshot(self, box: Sequence[int], name: str = "") -> int:
        """Keep the pixels of ``box`` in the page, under ``name`` (one snapshot per box and
        name), for :meth:`changed`; returns their number."""
        return self.canvas.evaluate("""(c, [b, name]) => {
            c._snapshots = c._snapshots || {};
            c._snapshots[name + '@' + b.join(',')] = c.getContext('2d').getImageData(...b).data;
            return b[2] * b[3];
        }""", [list(box), name])

    def changed(self, box: Sequence[int], name: str = "") -> int:
        """How many pixels of ``box`` differ from its :meth:`snapshot` ``name`` (counted in the page)."""
        return self.canvas.evaluate("""(c, [b, name]) => {
            const then = (c._snapshots || {})[name + '@' + b.join(',')];
            if (!then) throw new Error('no snapshot ' + name + ' of the box ' + b);
            const now = c.getContext('2d').getImageData(...b).data;
            let n = 0;
            for (let i = 0; i < now.length; i += 4) {
                if (now[i] !== then[i] || now[i + 1] !== then[i + 1] || now[i + 2] !== then[i + 2]
                    || now[i + 3] !== then[i + 3]) n++;
            }
            return n;
        }""", [list(box), name])

    def wait_changed(self, box: Sequence[int], name: str = "", changed: bool = True, threshold: int = 0,
                     timeout: float = 10.0) -> int:
        """Wait until more than ``threshold`` pixels of ``box`` differ from its
        :meth:`snapshot` ``name`` (``changed``), or at most ``threshold`` do (not
        ``changed``); returns that count."""
        counts: list[int] = []

        def ready() -> bool:
            counts[:] = [self.changed(box, name)]
            return (counts[0] > threshold) == changed
        try:
            wait_until(ready, timeout, "pixels to change" if changed else "pixels to come back")
        except AssertionError:
            raise AssertionError(f"{counts[0]} pixels of {list(box)} differ from the snapshot {name!r}: "
                                 f"expected {'more than' if changed else 'at most'} {threshold}") from None
        return counts[0]

    def wait_drawn(self, timeout: float = 20.0) -> None:
        """Wait until the table is painted (felt green near the top-left corner)."""
        wait_until(lambda: self.count_colour([20, 20, 1, 1], FELT_GREEN), timeout, "the canvas to be drawn")

    # ------------------------------------------------------------------ watching in the page
    def start_sampling(self, box: Sequence[int], predicate: str = CARD_WHITE, every_ms: int = 60,
                       step: int = 7) -> None:
        """Every ``every_ms`` (page clock), record the share of the pixels of ``box`` (one in
        ``step``) that pass ``predicate``; :meth:`samples` reads them."""
        self.canvas.evaluate(f"""(canvas, [box, every, step]) => {{
            const t0 = performance.now();
            canvas._samples = [];
            const tick = () => {{
                const d = canvas.getContext('2d').getImageData(box[0], box[1], box[2], box[3]).data;
                let n = 0, all = 0;
                for (let i = 0; i < d.length; i += 4 * step) {{
                    const r = d[i], g = d[i + 1], b = d[i + 2], a = d[i + 3];
                    all++;
                    if ({predicate}) n++;
                }}
                canvas._samples.push([performance.now() - t0, n / all]);
            }};
            clearInterval(canvas._sampler);
            tick();
            canvas._sampler = setInterval(tick, every);
        }}""", [list(box), every_ms, step])

    def samples(self, stop: bool = False) -> list[tuple[float, float]]:
        """``(milliseconds, share)`` recorded since :meth:`start_sampling` (then stop, if ``stop``)."""
        data = self.canvas.evaluate("(c, stop) => { if (stop) clearInterval(c._sampler);"
                                    " return c._samples || []; }", stop)
        return [(t, share) for t, share in data]

    def watch_context_menu(self) -> None:
        """From now on, record each ``contextmenu`` event aimed at the canvas and whether its
        default action (the browser's menu) was prevented; :meth:`context_menus` reads them."""
        self.canvas.evaluate("""c => {
            c._menus = [];
            if (c._menuWatch) document.removeEventListener('contextmenu', c._menuWatch, true);
            c._menuWatch = (e) => {
                // read once every listener has run: was the page's menu prevented?
                if (e.target === c) setTimeout(() => c._menus.push(e.defaultPrevented), 0);
            };
            document.addEventListener('contextmenu', c._menuWatch, true);
        }""")

    def context_menus(self) -> list[bool]:
        """For each ``contextmenu`` event on the canvas since :meth:`watch_context_menu`:
        True if the page's context menu was prevented."""
        return self.canvas.evaluate("c => c._menus || []")

    # ------------------------------------------------------------------ events in the page
    def dispatch(self, events: Sequence[dict]) -> None:
        """Dispatch mouse events (see :func:`mouse`) on the canvas, in the page."""
        self.canvas.evaluate("(c, events) => { for (const e of events) { const init = Object.assign("
                             "{bubbles: true, cancelable: true}, e); delete init.type;"
                             " c.dispatchEvent(new MouseEvent(e.type, init)); } }", list(events))

    def timed(self, events: Sequence[dict], box: Sequence[int], predicate: str = TARGET_YELLOW,
              present: bool = True, threshold: int = 20, limit_ms: float = 5000) -> float | None:
        """Dispatch ``events`` on the canvas and return the milliseconds (page clock,
        ``performance.now()``) until the first animation frame in which more than
        ``threshold`` pixels of ``box`` pass ``predicate`` (or no longer do, when not
        ``present``); None if that has not happened after ``limit_ms``."""
        return self.page.evaluate(_timed_js(predicate), [self.canvas.element_handle(), list(events),
                                                         list(box), threshold, present, limit_ms])
