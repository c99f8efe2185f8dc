"""The table in JupyterLab, driven in Debian's Chromium with Playwright.

Starts JupyterLab on 127.0.0.1 with a temporary notebook showing Klondike deal 7
(its first click, 2C, has a legal destination) and FreeCell deal 1, runs it, and
plays with the mouse: click + click, an illegal drop, a double-click to the
foundation; measures the click -> highlight latency.  Screenshots go to
test-artifacts/.  The notebook writes the game's JSON to state.json after every
change (an observer), so the test reads the engine's state from there.  The
plumbing (server, browser, coordinates, pixels) is in ``lab_driver``.
"""

from __future__ import annotations

import statistics
import time

import pytest
from lab_driver import ARTIFACTS, SAVE_STATE, TARGET_YELLOW, ensure_chromium, jupyterlab, press

pytestmark = pytest.mark.browser

DEAL = 7

NOTEBOOK_CELLS = [
    SAVE_STATE + """
import solitaire_nb as sn
from solitaire_nb.table import Table

g = sn.new_game("klondike", deal=DEAL_NUMBER)
g.observe(saver("state.json"))
saver("state.json")(g)
t = Table(g, lang="en")""".replace("DEAL_NUMBER", str(DEAL)),
    "t",
    """\
f = sn.new_game("freecell", deal=1)
t2 = Table(f, lang="en")
t2.select("tableau3")
t2""",
]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    try:
        ensure_chromium()
    except RuntimeError as error:
        pytest.fail(str(error))
    with jupyterlab(NOTEBOOK_CELLS, canvas_cells=[1, 2], root=tmp_path_factory.mktemp("lab")) as lab:
        yield lab


def test_table_in_jupyterlab(lab, capsys):
    ARTIFACTS.mkdir(exist_ok=True)
    page = lab.page
    board = lab.board(1, state="state.json")
    board.canvas.scroll_into_view_if_needed()
    game = board.state()
    assert game.move_count == 0

    # the table is drawn: felt green in a corner
    board.wait_drawn()
    board.screenshot("browser-klondike-opening.png")

    # click 2C: tableau7 (its only legal destination) lights up, nothing else does
    assert game.targets("tableau5", 1) == ["tableau7"]
    others = [p.id for p in game.piles if p.id not in ("tableau7", "tableau5", "stock")]
    board.click("tableau5", game=game)
    board.wait_colour(board.badge_box("tableau7", game))
    for pile_id in others:
        assert board.count_colour(board.badge_box(pile_id, game), TARGET_YELLOW) <= 20, pile_id
    board.screenshot("browser-klondike-selected.png")
    assert "Tableau 7" in board.status()

    # click the destination: the engine plays t5-t7
    board.click("tableau7", game=game)
    game = lab.wait_state(lambda g: g.move_count == 1)
    assert str(game.pile("tableau7").top) == "2C"
    board.wait_colour(board.badge_box("tableau7"), present=False)

    # latency: click AS (tableau4) -> the foundation's mark shows; click the felt -> it goes
    assert "foundation1" in game.targets("tableau4", 1)
    page.mouse.move(5, 5)
    box = board.badge_box("foundation1", game)
    ace, felt = board.card("tableau4", game=game), board.felt(game)
    latencies = []
    for _ in range(24):
        shown = board.timed(press(ace), box, TARGET_YELLOW, present=True)
        assert shown is not None, "the highlight did not appear"
        latencies.append(shown)
        gone = board.timed(press(felt), box, TARGET_YELLOW, present=False)
        assert gone is not None, "the highlight did not go away"
        time.sleep(0.5)   # not a double-click
    median = statistics.median(latencies)
    line = (f"click -> highlight latency over {len(latencies)} clicks: median {median:.1f} ms, "
            f"min {min(latencies):.1f} ms, max {max(latencies):.1f} ms")
    with capsys.disabled():  # shown in every run's log, not only with -s
        print("\n" + line)
    (ARTIFACTS / "latency.txt").write_text(line + "\n")
    # The figure is printed above; only a ceiling far above the target (30 ms on an idle
    # machine) is asserted: a busy machine slows the browser, and that says nothing about the table.
    # benchmarks/table_browser.py measures it, and more gestures, over many rounds.
    assert median <= 1000
    assert board.state().move_count == 1

    # drag 2C onto 8S (tableau2): refused, the cards go back, the status names the rule
    import solitaire_nb as sn
    game = board.state()
    refusal = game.explain(sn.Move("tableau7", "tableau2", 1), "en")
    board.drag("tableau7", "tableau2", game=game, release=False)
    time.sleep(0.3)
    board.screenshot("browser-klondike-drag.png")
    board.release()
    deadline = time.time() + 10
    while refusal not in board.status():
        assert time.time() < deadline, f"status {board.status()!r} lacks {refusal!r}"
        time.sleep(0.1)
    time.sleep(0.3)
    after = board.state()
    assert after.move_count == 1 and str(after.pile("tableau7").top) == "2C"
    board.screenshot("browser-klondike-refused.png")

    # double-click the Ace of spades: it goes to a foundation
    time.sleep(0.6)
    board.dblclick("tableau4", game=after)
    game = lab.wait_state(lambda g: any(str(c) == "AS" for p in g.piles if p.role == "foundation"
                                        for c in p.cards))
    assert game.move_count == 2

    # the stock: one click deals a card to the waste
    board.click("stock", game=game)
    game = lab.wait_state(lambda g: len(g.pile("waste").cards) == 1)
    time.sleep(0.3)
    board.screenshot("browser-klondike-played.png")

    # FreeCell, selected from code before the view connected: drawn on client_ready
    free = lab.board(2)
    free.canvas.scroll_into_view_if_needed()
    time.sleep(0.5)
    free.screenshot("browser-freecell-selected.png")
    width, height = free.size
    assert free.count_colour([0, 0, width, height], TARGET_YELLOW) > 100  # its destinations lit up
    lab.screenshot("browser-page.png")
