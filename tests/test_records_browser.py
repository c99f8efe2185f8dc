"""The table's records and refusals in JupyterLab, in Debian's Chromium (one notebook):

* the resume bar: an unfinished game saved earlier is offered above the felt, and the
  Resume button brings it back with its moves;
* refusals name their rule: a refused double-click (Golf), the stock of Terrace before
  its base card is chosen, and Terrace's prompt to choose it;
* "New game" deals a new deal number (shown in the status line and the Deal box), the
  game left counts as abandoned, "Restart" replays the same deal;
* a win the solver played ("Next move", the S key) is assisted: never counted as a win.
"""

from __future__ import annotations

import re

import pytest
from lab_driver import SAVE_STATE, ensure_chromium, jupyterlab, wait_until

from solitaire_nb.engine.status import double_click_move

pytestmark = pytest.mark.browser

RESUME, GOLF, TERRACE, NEW, ASSISTED = range(1, 6)

CELLS = [
    SAVE_STATE + """
import solitaire_nb as sn
from solitaire_nb.records.store import Store
from solitaire_nb.table import Table

store = Store("records.sqlite3")
first = sn.play("klondike", deal=7, autosave=True, player="lab", store=store)
for _ in range(3):
    first.play([m for m in first.game.legal_moves() if not first.game.is_idle(m)][0])
saved_moves = [str(m) for m in first.game.history]
first.close()
t = sn.play("klondike", deal=7, autosave=True, player="lab", store=store)""",
    "t",
    """\
golf = sn.new_game("golf", deal=3)
golf.observe(saver("golf.json"))
saver("golf.json")(golf)
tg = Table(golf, lang="en", autosave=False)
tg""",
    """\
terrace = sn.new_game("terrace", deal=3)
terrace.observe(saver("terrace.json"))
saver("terrace.json")(terrace)
tt = Table(terrace, lang="en", autosave=False)
tt""",
    """\
tn = sn.play("klondike", deal=7, autosave=True, player="newcomer", store=store, lang="en")
tn""",
    """\
ta = sn.play("freecell", deal=1, autosave=True, player="helped", store=store, lang="en", celebrate=False)
ta""",
]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    try:
        ensure_chromium()
    except RuntimeError as error:
        pytest.fail(str(error))
    with jupyterlab(CELLS, canvas_cells=[RESUME, GOLF, TERRACE, NEW, ASSISTED],
                    root=tmp_path_factory.mktemp("lab")) as lab:
        yield lab


def test_resume_bar_in_jupyterlab(lab):
    cell = lab.cell(RESUME)
    offer = cell.get_by_text("An unfinished game of this deal was saved on")
    offer.wait_for(timeout=30000)
    assert "after 3 moves" in offer.inner_text()
    lab.screenshot("records_offer.png")
    cell.get_by_role("button", name="Resume").click()
    wait_until(lambda: lab.execute("print(len(t.game.history))").strip() == "3", timeout=15)
    assert lab.execute("print([str(m) for m in t.game.history] == saved_moves)").strip() == "True"
    offer.wait_for(state="hidden", timeout=15000)
    lab.screenshot("records_resumed.png")


def test_refusals_name_their_rule(lab):
    """A refused double-click says where it looked and the rule that refuses the card there,
    as click-then-click does; Terrace asks for its base card, and its stock says why it waits."""
    golf = lab.board(GOLF, state="golf.json")
    golf.canvas.scroll_into_view_if_needed()
    game = golf.state()
    refused = next(p.id for p in game.piles if p.role == "tableau" and p.cards
                   and double_click_move(game, p.id) is None)
    card = game.pile(refused).top.phrase_text("en")
    golf.dblclick(refused)
    message = golf.wait_message(f"{card} cannot go on the waste now.")
    assert "—" in message and "cannot go on" in message.split("now.", 1)[1], message
    golf.screenshot("refused-double-click.png")

    terrace = lab.board(TERRACE, state="terrace.json")
    terrace.canvas.scroll_into_view_if_needed()
    terrace.wait_message("Choose the base card first: play a card of the tableau to an empty foundation")
    terrace.click("stock")
    terrace.wait_message("Chosen base card — the player chooses the base card")
    assert len(lab.state("terrace.json").pile("stock").cards) > 80     # the stock was not empty
    terrace.screenshot("terrace-base-prompt.png")


def test_new_game_deals_a_new_number_and_restart_the_same(lab):
    board = lab.board(NEW)
    board.canvas.scroll_into_view_if_needed()
    cell = lab.cell(NEW)
    lab.execute("tn.play([m for m in tn.game.legal_moves() if not tn.game.is_idle(m)][0])")
    cell.get_by_role("button", name="New game").click()
    wait_until(lambda: lab.execute("print(tn.game.deal)").strip() != "7", timeout=15)
    deal = int(lab.execute("print(tn.game.deal)"))
    wait_until(lambda: f"Deal {deal}" in board.status(), timeout=15)
    status = board.status()
    assert "played 1, won 0 (0" in status and "1 abandoned" in status, status
    assert int(lab.execute("print(tn._deal_box.value)")) == deal     # the number, to type it again
    lab.execute("tn.play([m for m in tn.game.legal_moves() if not tn.game.is_idle(m)][0])")
    cell.get_by_role("button", name="Restart").click()
    wait_until(lambda: lab.execute("print(tn.game.move_count, tn.game.deal)").split() == ["0", str(deal)],
               timeout=15)
    wait_until(lambda: re.search(rf"Deal {deal}\b.*Moves 0", board.status()), timeout=15)


def test_a_win_the_solver_played_is_not_counted(lab):
    board = lab.board(ASSISTED)
    board.key("s")                      # "Next move": the solver searches, then plays its first move
    board.wait_message(lambda text: text.startswith("Move 1 of "), timeout=30)
    lab.execute("while not ta.game.is_won():\n    ta.solution_step()", timeout=60)
    wait_until(lambda: "1 assisted by the solver" in board.status(), timeout=15)
    row = lab.execute("s = sn.statistics(player='helped', store=store)\n"
                      "print(s.played[0], s.won[0], s.assisted[0], s.best_time.isna()[0])")
    assert row.split() == ["0", "0", "1", "True"], row
