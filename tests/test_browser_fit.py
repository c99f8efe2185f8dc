"""The table fits a 1024-pixel screen, in JupyterLab in Debian's Chromium (Playwright).

One notebook in a 1024 x 800 window, two tables:

* every game of the kit in turn on one table (its menu open, so that the options and
  the card controls are measured too): the output area never scrolls sideways, the
  cards shrink to fit (never below the readable width), the toolbar keeps one row;
  a screenshot of each goes to ``test-artifacts/fit-1024/``; the table follows the window
  as it is resized;
* Klondike played with the mouse and the keyboard: the status and message lines keep
  their height whatever the message says, so the cards never move.

The plumbing is in ``lab_driver``.
"""

from __future__ import annotations

import pytest
from lab_driver import ARTIFACTS, ensure_chromium, jupyterlab, wait_until

import solitaire_nb as sn
from solitaire_nb.table.sizes import min_card_width, table_width

pytestmark = pytest.mark.browser

GAMES, KLONDIKE = 1, 2
CELLS = [
    """\
import solitaire_nb as sn
from solitaire_nb.table import Table""",
    """\
tg = Table(sn.new_game("klondike", deal=1), lang="en", autosave=False)
tg.show_menu()
tg""",
    """\
tk = Table(sn.new_game("klondike", deal=7), lang="en", autosave=False)
tk""",
]

#: In the page: the output area of the cell (its sideways scroll), the canvas shown, the toolbar.
MEASURE = """cell => {
    const out = cell.querySelector('.jp-OutputArea-output');
    const canvas = out.querySelector('canvas');
    const bar = out.querySelector('.solitaire-toolbar');
    const boxes = [...out.querySelectorAll('.widget-box, .widget-hbox, .widget-vbox')];
    const title = out.querySelector('.solitaire-status-line b');
    return {title: title ? title.innerText : '', scroll: out.scrollWidth, client: out.clientWidth,
            canvas: canvas.getBoundingClientRect().width,
            pixels: canvas.width, bar: bar.getBoundingClientRect().height,
            inner: Math.max(0, ...boxes.map(b => b.scrollWidth - b.clientWidth))};
}"""


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    try:
        ensure_chromium()
    except RuntimeError as error:
        pytest.fail(str(error))
    with jupyterlab(CELLS, canvas_cells=[GAMES, KLONDIKE], root=tmp_path_factory.mktemp("fit"),
                    viewport=(1024, 800), prefix="fit-") as lab:
        yield lab


def test_every_game_fits_1024_pixels(lab):
    folder = ARTIFACTS / "fit-1024"
    folder.mkdir(parents=True, exist_ok=True)
    cell = lab.cell(GAMES)
    wide = []
    for name in sn.list_games():
        game = sn.new_game(name, deal=1)
        pixels = round(table_width(game) * 2)
        lab.execute(f"tg._set_game(sn.new_game({name!r}, deal=1))")
        title = game.title("en")
        seen = wait_until(lambda pixels=pixels, title=title: (m := cell.evaluate(MEASURE))
                          and m["pixels"] == pixels and m["title"] == title and m, 15, f"the table of {name}")
        lab.page.wait_for_timeout(150)      # the canvas painted (the status line comes last)
        cell.screenshot(path=str(folder / f"{name}.png"))
        card = seen["canvas"] / pixels * 2 * 104.0          # the medium card's width on screen
        if seen["scroll"] > seen["client"] + 1 or seen["inner"] > 1:
            wide.append((name, seen))
        assert card >= min_card_width() - 0.5, (name, seen)
        assert seen["bar"] < 45, (name, seen)               # the toolbar: one row of buttons
    assert not wide, wide
    # the table follows the window: wider, its cards grow back (up to their size); narrower, they shrink
    lab.execute("tg._set_game(sn.new_game('gaps', deal=1))")
    wait_until(lambda: cell.evaluate(MEASURE)["title"] == "Gaps", 15, "the table of Gaps")
    narrow = cell.evaluate(MEASURE)["canvas"]
    lab.page.set_viewport_size({"width": 1600, "height": 800})
    wide_now = wait_until(lambda: (c := cell.evaluate(MEASURE)["canvas"]) > narrow + 100 and c, 10,
                          "the table to widen with the window")
    lab.page.set_viewport_size({"width": 1024, "height": 800})
    wait_until(lambda: abs(cell.evaluate(MEASURE)["canvas"] - narrow) <= 1, 10, "the table to narrow again")
    assert wide_now <= round(table_width(sn.new_game("gaps", deal=1)))      # at most one pixel a pixel


def test_messages_never_move_the_cards(lab):
    board = lab.board(KLONDIKE)
    board.canvas.scroll_into_view_if_needed()
    board.wait_drawn()
    game = lab.game("tk.game")
    status = lab.cell(KLONDIKE).locator(".solitaire-status").first

    def where() -> tuple[float, float]:
        return (round(board.canvas.bounding_box()["y"], 1), round(status.bounding_box()["height"], 1))

    start = where()
    board.click("tableau5", game=game)                     # a selection: its destinations named
    board.wait_message("Selected")
    assert where() == start
    board.key("h")                                         # a hint: a long explanation
    board.wait_message(lambda text: text and not text.startswith("Selected"))
    assert where() == start
    board.page.mouse.click(*board.felt(game))              # the felt: the message goes
    board.wait_message(lambda text: not text.startswith("Hint"))
    assert where() == start
    lab.screenshot("fit-messages.png")
    # "Full message" shows a long message whole (the cards move then: the player asked for it)
    more = lab.cell(KLONDIKE).locator("button", has_text="Full message")
    if more.is_visible():
        more.click()
        wait_until(lambda: where()[1] >= start[1], 10, "the whole message")
        more.click()
        wait_until(lambda: where() == start, 10, "one line again")
