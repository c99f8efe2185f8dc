"""The table in JupyterLab, driven in Debian's Chromium with Playwright.

Starts JupyterLab on 127.0.0.1 with a temporary notebook showing Klondike deal 7
(its first click, 2C, has a legal destination) and FreeCell deal 1, runs it, and
plays with the mouse: click + click, an illegal drop, a double-click to the
foundation; measures the click -> highlight latency.  Screenshots go to
test-artifacts/.  The notebook writes the game's JSON to state.json after every
change (an observer), so the test reads the engine's state from there.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
DEAL = 7
YELLOW = (255, 210, 63)   # solitaire_nb.table.scene.TARGET

NOTEBOOK_CELLS = [
    """\
import json, pathlib
import solitaire_nb as sn
from solitaire_nb.table import Table

STATE = pathlib.Path("state.json")

def save_state(game):
    tmp = STATE.with_suffix(".tmp")
    tmp.write_text(game.to_json())
    tmp.replace(STATE)

g = sn.new_game("klondike", deal=DEAL_NUMBER)
g.observe(save_state)
save_state(g)
t = Table(g, lang="en")""".replace("DEAL_NUMBER", str(DEAL)),
    "t",
    """\
f = sn.new_game("freecell", deal=1)
t2 = Table(f, lang="en")
t2.select("tableau3")
t2""",
    """\
d = Table(sn.new_game("diamond_mine", deal=3), lang="en", card_size="large")
d""",
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _notebook() -> dict:
    cells = [{"cell_type": "code", "execution_count": None, "id": f"cell{i}", "metadata": {},
              "outputs": [], "source": src} for i, src in enumerate(NOTEBOOK_CELLS)]
    return {"cells": cells, "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                                        "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5}


def _ensure_chromium() -> None:
    """Install Debian's Chromium when it is missing (as root, or with sudo), else fail."""
    if os.path.exists(CHROMIUM):
        return
    prefix = [] if os.geteuid() == 0 else ["sudo", "-n"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    for command in (["apt-get", "update", "-q"], ["apt-get", "install", "-y", "-q", "chromium"]):
        subprocess.run(prefix + command, env=env, check=False, capture_output=True, timeout=600)
    if not os.path.exists(CHROMIUM):
        pytest.fail("Debian's Chromium (/usr/bin/chromium) is missing and could not be installed: "
                    "run `apt-get update && apt-get install -y chromium` as root")


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    _ensure_chromium()
    import jupyterlab  # noqa: F401  (part of the [dev] extras: fail loudly if missing)
    import playwright  # noqa: F401
    root = tmp_path_factory.mktemp("lab")
    (root / "table.ipynb").write_text(json.dumps(_notebook()))
    settings = root / ".settings"
    (settings / "@jupyterlab" / "apputils-extension").mkdir(parents=True)
    (settings / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    port, token = _free_port(), secrets.token_hex(16)
    env = dict(os.environ, JUPYTERLAB_SETTINGS_DIR=str(settings),
               JUPYTERLAB_WORKSPACES_DIR=str(root / ".workspaces"),
               JUPYTER_RUNTIME_DIR=str(root / ".runtime"),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    log = open(root / "server.log", "w")
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--allow-root", "--ip=127.0.0.1",
         f"--port={port}", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}",
         "--ServerApp.open_browser=False"],
        cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        url = f"http://127.0.0.1:{port}"
        deadline = time.time() + 90
        while True:
            try:
                urllib.request.urlopen(f"{url}/api/status?token={token}", timeout=2)
                break
            except OSError:
                if server.poll() is not None or time.time() > deadline:
                    raise RuntimeError("JupyterLab did not start:\n"
                                       + (root / "server.log").read_text()) from None
                time.sleep(0.3)
        yield {"url": url, "token": token, "root": root}
    finally:
        try:
            os.killpg(server.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait(timeout=5)
        log.close()
        ARTIFACTS.mkdir(exist_ok=True)
        shutil.copy(root / "server.log", ARTIFACTS / "jupyterlab-server.log")


@pytest.fixture(scope="module")
def page(lab):
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context(viewport={"width": 1280, "height": 1000}, device_scale_factor=1)
        page = context.new_page()
        try:
            yield page
        finally:
            ARTIFACTS.mkdir(exist_ok=True)
            try:
                page.screenshot(path=str(ARTIFACTS / "browser-last.png"))
            except Exception:
                pass
            context.close()
            browser.close()


# --------------------------------------------------------------------------- helpers


def _state(lab):
    import solitaire_nb as sn
    return sn.load_game((lab["root"] / "state.json").read_text())


def _wait_state(lab, predicate, timeout=15.0):
    deadline = time.time() + timeout
    game = None
    while time.time() < deadline:
        try:
            game = _state(lab)
            if predicate(game):
                return game
        except (OSError, ValueError):
            pass
        time.sleep(0.1)
    raise AssertionError(f"engine state did not change as expected; last:\n{game}")


def _geometry(game):
    from solitaire_nb.table.layout import compute
    from solitaire_nb.table.sizes import table_width
    return compute(game, table_width(game))     # the table's default card size


def _css(canvas_box, canvas_size, point, scale=2.0):
    """Canvas logical coordinates -> page CSS pixels (the page stretches the canvas)."""
    w, h = canvas_size
    return (canvas_box["x"] + point[0] * scale * canvas_box["width"] / w,
            canvas_box["y"] + point[1] * scale * canvas_box["height"] / h)


JS_COUNT_YELLOW = """([canvas, x, y, w, h]) => {
    const data = canvas.getContext('2d').getImageData(x, y, w, h).data;
    let n = 0;
    for (let i = 0; i < data.length; i += 4) {
        if (data[i] > 225 && data[i + 1] > 185 && data[i + 1] < 235 && data[i + 2] < 120) n++;
    }
    return n;
}"""


class Board:
    def __init__(self, page, lab, canvas):
        self.page, self.lab, self.canvas = page, lab, canvas

    @property
    def size(self):
        return tuple(self.canvas.evaluate("c => [c.width, c.height]"))

    def css(self, point):
        return _css(self.canvas.bounding_box(), self.size, point)

    def card(self, game, pile_id, index=None):
        return self.css(_geometry(game).card_center(game, pile_id, index))

    def badge_box(self, game, pile_id, scale=2.0):
        """Canvas-pixel box around the check-mark badge of a destination."""
        geo = _geometry(game)
        pile = game.pile(pile_id)
        rects = geo.card_rects(pile)
        x, y, w, h = rects[-1] if rects else geo.base_rect(pile_id)
        bx, by = x + w - 2, y + 2
        r = max(8.0, w * 0.11)
        return [int((bx - r) * scale), int((by - r) * scale), int(2 * r * scale), int(2 * r * scale)]

    def yellow(self, box):
        return self.page.evaluate(JS_COUNT_YELLOW, [self.canvas.element_handle(), *box])

    def wait_yellow(self, box, present=True, timeout=10.0):
        deadline = time.time() + timeout
        while time.time() < deadline:
            n = self.yellow(box)
            if (n > 20) == present:
                return n
            time.sleep(0.03)
        raise AssertionError(f"highlight {'not shown' if present else 'still shown'} at {box}")

    def status(self):
        return self.page.locator(".solitaire-status").first.inner_text()


# --------------------------------------------------------------------------- the test


def test_table_in_jupyterlab(lab, page, capsys):
    ARTIFACTS.mkdir(exist_ok=True)
    name = "t" + secrets.token_hex(4)
    page.goto(f"{lab['url']}/lab/workspaces/{name}/tree/table.ipynb?reset&token={lab['token']}")
    page.wait_for_selector(".jp-Notebook", timeout=60000)
    page.get_by_text("Python 3 (ipykernel) | Idle").wait_for(timeout=60000)
    page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").first.wait_for(timeout=60000)
    for attempt in range(3):
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.locator("li.lm-Menu-item[data-command='runmenu:run-all']").first.click()
        try:
            page.locator(".jp-OutputArea-output canvas").first.wait_for(timeout=30000)
            break
        except Exception:
            if attempt == 2:
                raise
    canvases = page.locator(".jp-OutputArea-output canvas")
    canvases.nth(1).wait_for(timeout=60000)
    canvas = canvases.first
    canvas.scroll_into_view_if_needed()
    board = Board(page, lab, canvas)
    game = _state(lab)
    assert game.move_count == 0

    # the table is drawn: felt green in a corner, a white card face on tableau1
    def drawn():
        pixel = page.evaluate("c => Array.from(c.getContext('2d').getImageData(20, 20, 1, 1).data)",
                              canvas.element_handle())
        return pixel[1] > pixel[0] + 40
    deadline = time.time() + 20
    while not drawn():
        assert time.time() < deadline, "the canvas was never drawn"
        time.sleep(0.1)
    canvas.screenshot(path=str(ARTIFACTS / "browser-klondike-opening.png"))

    # click 2C: tableau7 (its only legal destination) lights up, nothing else does
    assert game.targets("tableau5", 1) == ["tableau7"]
    others = [p.id for p in game.piles if p.id not in ("tableau7", "tableau5", "stock")]
    page.mouse.click(*board.card(game, "tableau5"))
    board.wait_yellow(board.badge_box(game, "tableau7"))
    for pile_id in others:
        assert board.yellow(board.badge_box(game, pile_id)) <= 20, pile_id
    canvas.screenshot(path=str(ARTIFACTS / "browser-klondike-selected.png"))
    assert "Tableau 7" in board.status()

    # click the destination: the engine plays t5-t7
    page.mouse.click(*board.card(game, "tableau7"))
    game = _wait_state(lab, lambda g: g.move_count == 1)
    assert str(game.pile("tableau7").top) == "2C"
    board.wait_yellow(board.badge_box(_state(lab), "tableau7"), present=False)

    # latency: click AS (tableau4) -> the foundation's mark shows; click the felt -> it goes
    assert "foundation1" in game.targets("tableau4", 1)
    page.mouse.move(5, 5)
    box = board.badge_box(game, "foundation1")
    ax, ay = board.card(game, "tableau4")
    felt = board.css((5, geo_bottom(game) - 5))
    latencies = []
    js_click = """async ([canvas, x, y, box, present]) => {
        const count = () => {
            const d = canvas.getContext('2d').getImageData(box[0], box[1], box[2], box[3]).data;
            let n = 0;
            for (let i = 0; i < d.length; i += 4)
                if (d[i] > 225 && d[i + 1] > 185 && d[i + 1] < 235 && d[i + 2] < 120) n++;
            return n;
        };
        const opts = {clientX: x, clientY: y, bubbles: true, button: 0};
        const t0 = performance.now();
        canvas.dispatchEvent(new MouseEvent('mousedown', opts));
        canvas.dispatchEvent(new MouseEvent('mouseup', opts));
        return await new Promise((resolve) => {
            const poll = () => {
                const shown = count() > 20;
                if (shown === present) resolve(performance.now() - t0);
                else if (performance.now() - t0 > 5000) resolve(-1);
                else requestAnimationFrame(poll);
            };
            requestAnimationFrame(poll);
        });
    }"""
    handle = canvas.element_handle()
    for _ in range(24):
        shown = page.evaluate(js_click, [handle, ax, ay, box, True])
        assert shown >= 0, "the highlight did not appear"
        latencies.append(shown)
        gone = page.evaluate(js_click, [handle, felt[0], felt[1], box, False])
        assert gone >= 0, "the highlight did not go away"
        time.sleep(0.5)   # not a double-click
    median = statistics.median(latencies)
    line = (f"click -> highlight latency over {len(latencies)} clicks: median {median:.1f} ms, "
            f"min {min(latencies):.1f} ms, max {max(latencies):.1f} ms")
    with capsys.disabled():  # shown in every run's log, not only with -s
        print("\n" + line)
    (ARTIFACTS / "latency.txt").write_text(line + "\n")
    # The figure is printed above; only a ceiling far above the target (30 ms on an idle
    # machine) is asserted: a busy machine slows the browser, and that says nothing about the table.
    assert median <= 1000
    assert _state(lab).move_count == 1

    # drag 2C onto 8S (tableau2): refused, the cards go back, the status names the rule
    import solitaire_nb as sn
    game = _state(lab)
    refusal = game.explain(sn.Move("tableau7", "tableau2", 1), "en")
    sx, sy = board.card(game, "tableau7")
    tx, ty = board.card(game, "tableau2")
    page.mouse.move(sx, sy)
    page.mouse.down()
    page.mouse.move((sx + tx) / 2, (sy + ty) / 2, steps=8)
    page.mouse.move(tx, ty, steps=8)
    time.sleep(0.3)
    canvas.screenshot(path=str(ARTIFACTS / "browser-klondike-drag.png"))
    page.mouse.up()
    deadline = time.time() + 10
    while refusal not in board.status():
        assert time.time() < deadline, f"status {board.status()!r} lacks {refusal!r}"
        time.sleep(0.1)
    time.sleep(0.3)
    after = _state(lab)
    assert after.move_count == 1 and str(after.pile("tableau7").top) == "2C"
    canvas.screenshot(path=str(ARTIFACTS / "browser-klondike-refused.png"))

    # double-click the Ace of spades: it goes to a foundation
    time.sleep(0.6)
    page.mouse.dblclick(*board.card(after, "tableau4"))
    game = _wait_state(lab, lambda g: any(str(c) == "AS" for p in g.piles if p.role == "foundation"
                                          for c in p.cards))
    assert game.move_count == 2

    # the stock: one click deals a card to the waste
    page.mouse.click(*board.card(game, "stock"))
    game = _wait_state(lab, lambda g: len(g.pile("waste").cards) == 1)
    time.sleep(0.3)
    canvas.screenshot(path=str(ARTIFACTS / "browser-klondike-played.png"))

    # FreeCell, selected from code before the view connected: drawn on client_ready
    free = canvases.nth(1)
    free.scroll_into_view_if_needed()
    time.sleep(0.5)
    free.screenshot(path=str(ARTIFACTS / "browser-freecell-selected.png"))
    count = page.evaluate("c => { const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;"
                          " let n = 0; for (let i = 0; i < d.length; i += 4)"
                          " if (d[i] > 225 && d[i+1] > 185 && d[i+1] < 235 && d[i+2] < 120) n++;"
                          " return n; }", free.element_handle())
    assert count > 100    # its selection has legal destinations lit up

    # Diamond Mine's thirteen columns at the large card size: wider than the notebook, so the
    # canvas scrolls sideways (the buttons stay) and its cards are never drawn small
    from solitaire_nb.table.sizes import CARD_SIZES, min_card_width, table_width
    wide = canvases.nth(2)
    wide.wait_for(timeout=60000)
    shown, room, scrolled, overflow = page.evaluate(
        "c => [c.getBoundingClientRect().width, c.parentElement.clientWidth, c.parentElement.scrollWidth,"
        " getComputedStyle(c.parentElement).overflowX]", wide.element_handle())
    mine = sn.new_game("diamond_mine", deal=3)
    card = shown / table_width(mine, "large") * CARD_SIZES["large"]     # CSS pixels
    assert card >= min_card_width("large") - 0.5
    assert shown > room and scrolled >= shown - 1 and overflow == "auto"
    page.screenshot(path=str(ARTIFACTS / "browser-page.png"), full_page=False)


def geo_bottom(game):
    return _geometry(game).height
