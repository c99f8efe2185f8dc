"""Drive the table in a real JupyterLab, in Debian's Chromium with Playwright.

Used by the browser tests and by ``benchmarks/table_browser.py``.  The pieces:

* :func:`jupyterlab` -- ``with jupyterlab(cells, canvas_cells=[1]) as lab:`` starts
  JupyterLab on a free 127.0.0.1 port (a token, temporary settings and
  workspaces), writes a notebook made of ``cells``, opens it in headless Chromium,
  runs all its cells and waits for the canvas of each cell in ``canvas_cells``;
  everything is stopped on the way out, on error and on Ctrl+C too.
* :class:`Lab` -- the running notebook: ``lab.page`` (Playwright), ``lab.board(k)``,
  ``lab.state(file)`` / ``lab.wait_state(...)`` (the engine state a notebook cell
  saves, see :data:`SAVE_STATE`), ``lab.execute(code)`` (runs code in the
  notebook's kernel, as a second client) and ``lab.game("t.game")`` (a game of the
  kernel, read through its JSON).
* :class:`~lab_board.Board` (in ``lab_board``, re-exported here with the colour
  tests and the event helpers) -- the table shown by cell ``k`` (the first
  ``<canvas>`` of that cell's output: an ipycanvas ``Canvas`` or the composite
  canvas of a ``MultiCanvas``): card coordinates, real mouse and key gestures
  (``click``, ``drag``, ``hover``, ``key``), the status and message lines, pixel
  reads (``pixels``, ``count_colour``, ``wait_colour``, ``wait_changed``,
  ``start_sampling``) and :meth:`~lab_board.Board.timed`, which dispatches events
  in the page and returns the time until the first animation frame whose pixels
  show the change.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from lab_board import (  # noqa: F401  (re-exported: the driver is imported from here)
    ARTIFACTS,
    CARD_WHITE,
    FELT_GREEN,
    HINT_ORANGE,
    NOT_FELT,
    TARGET_YELLOW,
    Board,
    mouse,
    press,
    wait_until,
)

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]

#: A notebook cell defining ``saver(file)``: an observer writing the game's JSON to
#: ``file`` (atomically) after every change; ``lab.state(file)`` reads it back.
SAVE_STATE = """\
import pathlib

def saver(file):
    path = pathlib.Path(file)
    def save(game):
        tmp = path.with_suffix(".tmp")
        tmp.write_text(game.to_json())
        tmp.replace(path)
    return save"""


def ensure_chromium() -> None:
    """Install Debian's Chromium when it is missing (as root, or with sudo), else raise."""
    if os.path.exists(CHROMIUM):
        return
    prefix = [] if os.geteuid() == 0 else ["sudo", "-n"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    for command in (["apt-get", "update", "-q"], ["apt-get", "install", "-y", "-q", "chromium"]):
        subprocess.run(prefix + command, env=env, check=False, capture_output=True, timeout=600)
    if not os.path.exists(CHROMIUM):
        raise RuntimeError("Debian's Chromium (/usr/bin/chromium) is missing and could not be installed: "
                           "run `apt-get update && apt-get install -y chromium` as root")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def notebook(cells: Sequence[str]) -> dict:
    """An nbformat 4 notebook (a dict) of code cells with these sources."""
    code = [{"cell_type": "code", "execution_count": None, "id": f"cell{i}", "metadata": {},
             "outputs": [], "source": src} for i, src in enumerate(cells)]
    return {"cells": code, "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                                       "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5}


def _settings(root: Path) -> Path:
    """JupyterLab settings of the run: no news, no update check, every cell attached."""
    settings = root / ".settings" / "@jupyterlab"
    files = {("apputils-extension", "notification"): {"fetchNews": "false", "checkForUpdates": False},
             ("notebook-extension", "tracker"): {"windowingMode": "none"}}
    for (folder, name), values in files.items():
        (settings / folder).mkdir(parents=True, exist_ok=True)
        (settings / folder / f"{name}.jupyterlab-settings").write_text(json.dumps(values))
    return root / ".settings"


@contextlib.contextmanager
def lab_server(root: Path, artifacts: Path | None = ARTIFACTS, prefix: str = "") -> Iterator[dict]:
    """JupyterLab serving ``root`` on 127.0.0.1: yields {"url", "token", "root", "runtime"}.
    The server log is copied to ``artifacts`` (``{prefix}jupyterlab-server.log``) at the end."""
    port, token = free_port(), secrets.token_hex(16)
    runtime = root / ".runtime"
    env = dict(os.environ, JUPYTERLAB_SETTINGS_DIR=str(_settings(root)),
               JUPYTERLAB_WORKSPACES_DIR=str(root / ".workspaces"), JUPYTER_RUNTIME_DIR=str(runtime),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    log_path = root / "server.log"
    with open(log_path, "w") as log:
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
                        raise RuntimeError("JupyterLab did not start:\n" + log_path.read_text()) from None
                    time.sleep(0.3)
            yield {"url": url, "token": token, "root": root, "runtime": runtime}
        finally:
            _stop(server)
            if artifacts is not None:
                artifacts.mkdir(exist_ok=True)
                shutil.copy(log_path, artifacts / f"{prefix}jupyterlab-server.log")


def _stop(server: subprocess.Popen) -> None:
    """SIGTERM to the server's process group (the kernels too), SIGKILL if it lingers."""
    try:
        os.killpg(server.pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    try:
        server.wait(timeout=15)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(server.pid, signal.SIGKILL)
        server.wait(timeout=5)


@contextlib.contextmanager
def chromium_page(artifacts: Path | None = ARTIFACTS, prefix: str = "",
                  viewport: tuple[int, int] = (1280, 1000)) -> Iterator:
    """A Playwright page in headless Chromium; a last screenshot goes to ``artifacts``."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]},
                                          device_scale_factor=1)
            page = context.new_page()
            try:
                yield page
            finally:
                if artifacts is not None:
                    artifacts.mkdir(exist_ok=True)
                    with contextlib.suppress(Exception):
                        page.screenshot(path=str(artifacts / f"{prefix}browser-last.png"))
                with contextlib.suppress(Exception):
                    context.close()
        finally:
            with contextlib.suppress(Exception):
                browser.close()


@contextlib.contextmanager
def jupyterlab(cells: Sequence[str], canvas_cells: Sequence[int] = (), *, root: Path | None = None,
               artifacts: Path | None = ARTIFACTS, prefix: str = "", name: str = "table.ipynb",
               viewport: tuple[int, int] = (1280, 1000)) -> Iterator[Lab]:
    """JupyterLab and Chromium showing a notebook of ``cells``, all run: yields a :class:`Lab`.

    ``root`` (default: a temporary folder, removed afterwards) holds the notebook and
    the files its cells write.  Waits for the first canvas of each cell in
    ``canvas_cells`` (0-based cell indexes)."""
    import jupyterlab as _jupyterlab  # noqa: F401  (part of the [dev] extras: fail loudly if missing)
    import playwright  # noqa: F401
    ensure_chromium()
    with contextlib.ExitStack() as stack:
        if root is None:
            root = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="solitaire-lab-")))
        (root / name).write_text(json.dumps(notebook(cells)))
        server = stack.enter_context(lab_server(root, artifacts, prefix))
        page = stack.enter_context(chromium_page(artifacts, prefix, viewport))
        lab = Lab(server, page)
        stack.callback(lab.close)
        lab.open(name)
        lab.run_all(canvas_cells)
        yield lab


class Lab:
    """A notebook open in JupyterLab (see :func:`jupyterlab`)."""

    def __init__(self, server: dict, page: object) -> None:
        self.url, self.token = server["url"], server["token"]
        self.root, self.runtime = server["root"], server["runtime"]
        self.page = page
        self.name = ""
        self._client = None

    def open(self, name: str) -> None:
        """Open notebook ``name`` in a fresh workspace and wait for its idle kernel."""
        page = self.page
        self.name = name
        workspace = "t" + secrets.token_hex(4)
        page.goto(f"{self.url}/lab/workspaces/{workspace}/tree/{name}?reset&token={self.token}")
        page.wait_for_selector(".jp-Notebook", timeout=60000)
        page.get_by_text("Python 3 (ipykernel) | Idle").wait_for(timeout=60000)
        # (attached: a narrow window folds the indicator into the toolbar's "more" menu)
        page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").first.wait_for(
            state="attached", timeout=60000)

    def cell(self, k: int):
        """The locator of cell ``k`` (0-based) of the notebook."""
        return self.page.locator(".jp-Notebook .jp-Cell").nth(k)

    def canvas(self, k: int):
        """The first canvas of cell ``k``'s output (the visible one of a MultiCanvas too)."""
        return self.cell(k).locator(".jp-OutputArea-output canvas").first

    def run_all(self, canvas_cells: Sequence[int] = ()) -> None:
        """Run > Run All Cells, then wait for the canvas of each cell of ``canvas_cells``
        (the menu is used again when the first canvas does not come)."""
        page = self.page
        for attempt in range(3):
            page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
            page.locator("li.lm-Menu-item[data-command='runmenu:run-all']").first.click()
            if not canvas_cells:
                return
            try:
                self.canvas(canvas_cells[0]).wait_for(timeout=30000)
                break
            except Exception:
                if attempt == 2:
                    raise
        for k in canvas_cells[1:]:
            self.canvas(k).wait_for(timeout=60000)

    def board(self, k: int, state: str | None = None, scale: float = 2.0,
              width: float | None = None) -> Board:
        """The table shown by cell ``k``; ``state`` names the file its game is saved to."""
        return Board(self, k, state=state, scale=scale, width=width)

    # ------------------------------------------------------------------ the engine's side
    def state(self, file: str = "state.json"):
        """The game a notebook cell saved to ``file`` (see :data:`SAVE_STATE`)."""
        import solitaire_nb as sn
        return sn.load_game((self.root / file).read_text())

    def wait_state(self, predicate: Callable, file: str = "state.json", timeout: float = 15.0):
        """Wait until the saved game satisfies ``predicate``; returns it."""
        deadline = time.time() + timeout
        game = None
        while time.time() < deadline:
            try:
                game = self.state(file)
                if predicate(game):
                    return game
            except (OSError, ValueError):
                pass
            time.sleep(0.1)
        raise AssertionError(f"engine state did not change as expected; last:\n{game}")

    def game(self, expression: str):
        """The game ``expression`` names in the notebook's kernel (``"t.game"``: a table's
        game, even one a control replaced), read through its JSON."""
        import solitaire_nb as sn
        return sn.load_game(self.execute(f"print(({expression}).to_json())"))

    def execute(self, code: str, timeout: float = 30.0) -> str:
        """Run ``code`` in the notebook's kernel (as a second client); returns what it
        printed (on stdout: stderr is passed on) and its result's text.  Raises
        RuntimeError when the code fails."""
        client = self._kernel_client()
        out: list[str] = []
        errors: list[str] = []

        def collect(msg: dict) -> None:
            kind, content = msg["header"]["msg_type"], msg["content"]
            if kind == "stream" and content["name"] == "stdout":
                out.append(content["text"])
            elif kind == "stream":
                sys.stderr.write(content["text"])
            elif kind in ("execute_result", "display_data"):
                out.append(content["data"].get("text/plain", ""))
            elif kind == "error":
                errors.append("\n".join(content.get("traceback", [])) or content.get("evalue", ""))

        reply = client.execute_interactive(code, timeout=timeout, output_hook=collect, store_history=False)
        if reply["content"]["status"] != "ok" or errors:
            raise RuntimeError(f"the kernel failed to run {code!r}:\n" + "\n".join(errors))
        return "".join(out)

    def _kernel_client(self):
        if self._client is None:
            from jupyter_client import BlockingKernelClient
            with urllib.request.urlopen(f"{self.url}/api/sessions?token={self.token}", timeout=10) as r:
                sessions = json.load(r)
            kernels = [s["kernel"]["id"] for s in sessions if s.get("path", "").endswith(self.name)]
            if not kernels:
                raise RuntimeError(f"no kernel runs {self.name!r}: {sessions}")
            client = BlockingKernelClient(connection_file=str(self.runtime / f"kernel-{kernels[0]}.json"))
            client.load_connection_file()
            client.start_channels()
            client.wait_for_ready(timeout=30)
            self._client = client
        return self._client

    def close(self) -> None:
        if self._client is not None:
            with contextlib.suppress(Exception):
                self._client.stop_channels()
            self._client = None

    def screenshot(self, name: str, artifacts: Path = ARTIFACTS) -> None:
        artifacts.mkdir(exist_ok=True)
        self.page.screenshot(path=str(artifacts / name), full_page=False)


