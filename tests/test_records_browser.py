"""The resume bar in JupyterLab, in Debian's Chromium: an unfinished game saved earlier is
offered above the felt, and the Resume button brings it back with its moves."""

from __future__ import annotations

import pytest
from lab_driver import ensure_chromium, jupyterlab, wait_until

pytestmark = pytest.mark.browser

CELLS = [
    """\
import solitaire_nb as sn
from solitaire_nb.records.store import Store

store = Store("records.sqlite3")
first = sn.play("klondike", deal=7, autosave=True, player="lab", store=store)
for _ in range(3):
    first.play([m for m in first.game.legal_moves() if not first.game.is_idle(m)][0])
saved_moves = [str(m) for m in first.game.history]
first.close()
t = sn.play("klondike", deal=7, autosave=True, player="lab", store=store)""",
    "t",
]


def test_resume_bar_in_jupyterlab():
    ensure_chromium()
    with jupyterlab(CELLS, canvas_cells=[1]) as lab:
        cell = lab.cell(1)
        offer = cell.get_by_text("An unfinished game of this deal was saved on")
        offer.wait_for(timeout=30000)
        assert "after 3 moves" in offer.inner_text()
        lab.screenshot("records_offer.png")
        cell.get_by_role("button", name="Resume").click()
        wait_until(lambda: lab.execute("print(len(t.game.history))").strip() == "3", timeout=15)
        assert lab.execute("print([str(m) for m in t.game.history] == saved_moves)").strip() == "True"
        offer.wait_for(state="hidden", timeout=15000)
        lab.screenshot("records_resumed.png")
