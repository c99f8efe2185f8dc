"""The table in JupyterLab, driven in Debian's Chromium with Playwright.

Starts JupyterLab on 127.0.0.1 with a temporary notebook of several tables and
runs it once; each test plays on its own table, with the mouse and the keyboard as
a person would, and checks both what the canvas shows (its pixels) and what the
engine holds:

* the mouse (Klondike deal 7, whose first click, 2C, has a legal destination, and
  FreeCell deal 1): click + click, a drop refused and one played, a double-click
  to the foundation, the stock; the click -> highlight latency;
* the keyboard: space deals, Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y, H for a hint, the
  arrows and Enter to select and play;
* the right button held on a covered card raises it, with no context menu;
* the language switch, the draw-three option, and the win with its cascade.

Screenshots go to test-artifacts/.  Cells hand their game's JSON to a file after
every change (an observer, see ``SAVE_STATE``), or the test asks the kernel for it
(``lab.game``).  The plumbing (server, browser, coordinates, pixels) is in
``lab_driver``.
"""

from __future__ import annotations

import statistics
import time

import pytest
from lab_driver import (
    ARTIFACTS,
    CARD_WHITE,
    FELT_GREEN,
    HINT_ORANGE,
    SAVE_STATE,
    TARGET_YELLOW,
    ensure_chromium,
    jupyterlab,
    press,
    wait_until,
)

from solitaire_nb.engine.solver import replay

pytestmark = pytest.mark.browser

DEAL = 7
# the notebook's cells that show a table (0-based)
MOUSE, FREECELL, KEYS, PEEK, LANG, OPTIONS, WIN, WIDE = range(1, 9)

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
t2.show_menu()      # the solver's buttons are in the menu
t2""",
    """\
keys = sn.new_game("klondike", deal=DEAL_NUMBER)
keys.observe(saver("keys.json"))
saver("keys.json")(keys)
tk = Table(keys, lang="en")
tk""".replace("DEAL_NUMBER", str(DEAL)),
    """\
# 4S and 5H are face up under 3D: the right button shows them
peek = sn.position("klondike", {"tableau1": "(2S) 5H 4S 3D", "tableau2": "(9C) (TD) QC",
                                "tableau4": "(7H) JS", "stock": "(6C) (7D) (8S)", "waste": "9S"})
peek.observe(saver("peek.json"))
saver("peek.json")(peek)
tp = Table(peek, lang="en")
tp""",
    """\
tl = Table(sn.new_game("klondike", deal=3), lang="en")
tl.show_menu()      # the language switch is in the menu
tl""",
    """\
to = Table(sn.new_game("klondike", deal=3), lang="en")
to.show_menu()      # the options too
to""",
    """\
# every card on the foundations but the king of spades
def suit(s, top="K"):
    ranks = "A23456789TJQK"
    return " ".join(r + s for r in ranks[:ranks.index(top) + 1])

won = sn.position("klondike", {"foundation1": suit("S", "Q"), "foundation2": suit("H"),
                               "foundation3": suit("D"), "foundation4": suit("C"), "tableau1": "KS"})
won.observe(saver("win.json"))
saver("win.json")(won)
tw = Table(won, lang="en")
tw""",
    """\
# Diamond Mine's thirteen columns at the large card size: wider than the notebook at that size
td = Table(sn.new_game("diamond_mine", deal=3), lang="en", card_size="large")
td.show_menu()
td""",
]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    try:
        ensure_chromium()
    except RuntimeError as error:
        pytest.fail(str(error))
    with jupyterlab(NOTEBOOK_CELLS, canvas_cells=[MOUSE, FREECELL, KEYS, PEEK, LANG, OPTIONS, WIN, WIDE],
                    root=tmp_path_factory.mktemp("lab")) as lab:
        yield lab


def test_table_in_jupyterlab(lab, capsys):
    ARTIFACTS.mkdir(exist_ok=True)
    page = lab.page
    board = lab.board(MOUSE, state="state.json")
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
    geo = board.geometry(game)
    refusal = game.explain(sn.Move("tableau7", "tableau2", 1), "en")
    columns = [board.box(geo.pile_rect(game.pile(pile_id))) for pile_id in ("tableau7", "tableau2")]
    for column in columns:
        board.snapshot(column, "before drag")
    board.drag("tableau7", "tableau2", game=game, release=False)
    for column in columns:     # 2C has left tableau7 and hangs over tableau2
        board.wait_changed(column, "before drag", threshold=500)
    board.screenshot("browser-klondike-drag.png")
    board.release()
    board.wait_message(refusal)
    for column in columns:     # back as they were
        board.wait_changed(column, "before drag", changed=False)
    assert piles_of(board.state()) == piles_of(game)
    board.screenshot("browser-klondike-refused.png")

    # a legal drag and drop: a run from one column onto another
    move = next(m for m in game.legal_moves() if m.kind == "move" and m.source.startswith("tableau")
                and m.target.startswith("tableau"))
    after = game.copy()
    after.play(move)
    landing = board.box(geo.card_rects(after.pile(move.target))[-1])
    area = board.snapshot(landing)
    time.sleep(0.6)   # not a double-click
    board.drag(move.source, move.target, len(game.pile(move.source).cards) - move.count, game=game)
    game = lab.wait_state(lambda g: g.move_count == 2)
    assert piles_of(game) == piles_of(after)
    board.wait_changed(landing, threshold=area // 4)       # the run is drawn on its new column
    board.screenshot("browser-klondike-dropped.png")

    # double-click the Ace of spades: it goes to a foundation
    assert [str(c) for c in game.pile("foundation1").cards] == []
    foundation = board.box(geo.base_rect("foundation1"))
    area = board.snapshot(foundation)
    time.sleep(0.6)   # not a double-click with the drop
    board.dblclick("tableau4", game=game)
    game = lab.wait_state(lambda g: any(str(c) == "AS" for p in g.piles if p.role == "foundation"
                                        for c in p.cards))
    assert game.move_count == 3 and [str(c) for c in game.pile("foundation1").cards] == ["AS"]
    # the first click of the double-click lights the foundation up: wait for the card's face
    board.wait_colour(foundation, CARD_WHITE, threshold=area // 3)

    # the stock: one click deals a card to the waste
    waste = board.box(geo.base_rect("waste"))
    area = board.snapshot(waste)
    board.click("stock", game=game)
    game = lab.wait_state(lambda g: len(g.pile("waste").cards) == 1)
    board.wait_colour(waste, CARD_WHITE, threshold=area // 3)   # a card's face
    board.screenshot("browser-klondike-played.png")

    # FreeCell, selected from code before the view connected: drawn on client_ready
    free = lab.board(FREECELL)
    free.canvas.scroll_into_view_if_needed()
    time.sleep(0.5)
    free.screenshot("browser-freecell-selected.png")
    width, height = free.size
    assert free.count_colour([0, 0, width, height], TARGET_YELLOW) > 100  # its destinations lit up
    lab.screenshot("browser-page.png")


def piles_of(game):
    """What a position holds, pile by pile (each card with its face), and its move count."""
    return game.move_count, [(p.id, [(str(c), c.face_up) for c in p.cards]) for p in game.piles]


def grown(box, margin):
    """A box in canvas pixels with ``margin`` more on every side."""
    return [box[0] - margin, box[1] - margin, box[2] + 2 * margin, box[3] + 2 * margin]


def test_keyboard(lab):
    board = lab.board(KEYS, state="keys.json")
    board.hover()
    board.wait_drawn()
    game = board.state()
    geo = board.geometry(game)
    waste = board.box(geo.base_rect("waste"))
    whole = [0, 0, *board.size]
    area = board.snapshot(waste, "empty")
    assert not game.pile("waste").cards and game.move_count == 0

    # space (no keyboard cursor shown): the stock deals a card to the waste
    board.key(" ")
    game = lab.wait_state(lambda g: len(g.pile("waste").cards) == 1, "keys.json")
    assert game.move_count == 1 and len(game.pile("stock").cards) == 23
    board.wait_colour(waste, CARD_WHITE, threshold=area // 3)   # a card's face
    board.snapshot(waste, "dealt")
    board.screenshot("browser-keys-dealt.png")

    # Ctrl+Z undoes the deal, Ctrl+Shift+Z redoes it, and so does Ctrl+Y after another Ctrl+Z:
    # the waste is drawn again as it was each time
    for key, cards, look in [("Control+z", 0, "empty"), ("Control+Shift+Z", 1, "dealt"),
                             ("Control+z", 0, "empty"), ("Control+y", 1, "dealt")]:
        board.key(key)
        game = lab.wait_state(lambda g, n=cards: len(g.pile("waste").cards) == n, "keys.json")
        assert game.move_count == cards and len(game.pile("stock").cards) == 24 - cards, key
        board.wait_changed(waste, look, changed=False)

    # H: the hint's cards are marked in orange and the message says the move; nothing is played
    found = game.explained_hint()
    hint = found.move
    assert hint is not None and not game.is_idle(hint)
    assert board.count_colour(whole, HINT_ORANGE) <= 20
    board.key("h")
    # the message says the move and why, in one sentence (the search within its budget, else a tip)
    from solitaire_nb.table.solving import hint_said
    board.wait_message(hint_said(game, found).text("en"))
    lab.screenshot("browser-keys-hint-page.png")    # the message line names the tip the hint follows
    rects = geo.card_rects(game.pile(hint.source))
    (x0, y0, _, _), (x1, y1, w, h) = rects[-hint.count], rects[-1]
    marked = grown(board.box((x0, y0, x1 + w - x0, y1 + h - y0)), 12)     # around the hinted cards
    board.wait_colour(marked, HINT_ORANGE, threshold=200)
    board.screenshot("browser-keys-hint.png")
    assert piles_of(board.state()) == piles_of(game)
    board.key("Escape")
    board.wait_colour(whole, HINT_ORANGE, present=False)

    # the arrows walk a cursor over the piles; Enter selects there, then plays at the destination
    move = next(m for m in game.legal_moves() if m.kind == "move" and m.count == 1
                and m.source.startswith("tableau") and m.target.startswith("tableau"))
    cursor_to(board, game, move.source)
    board.key("Enter")
    board.wait_message("Selected: ")
    board.wait_colour(board.badge_box(move.target, game))     # the destination's yellow badge
    assert piles_of(board.state()) == piles_of(game)
    board.screenshot("browser-keys-selected.png")
    cursor_to(board, game, move.target)
    after = game.copy()
    after.play(move)
    landing = board.box(geo.card_rects(after.pile(move.target))[-1])
    area = board.snapshot(landing)
    card = game.pile(move.source).top
    board.key("Enter")
    game = lab.wait_state(lambda g: g.move_count == 2, "keys.json")
    assert game.pile(move.target).top == card and piles_of(game) == piles_of(after)
    board.wait_changed(landing, threshold=area // 4)    # the card is drawn there
    board.wait_colour(whole, TARGET_YELLOW, present=False)              # the destinations are off
    board.screenshot("browser-keys-played.png")


def cursor_to(board, game, pile_id):
    """Press the right arrow until the keyboard cursor is on ``pile_id`` (each step names
    the pile it reaches in the message line)."""
    label = game.pile(pile_id).label("en")
    for _ in range(len(game.piles) + 1):
        message = board.message()
        if message.startswith(f"Cursor: {label},"):
            return
        board.key("ArrowRight")
        board.wait_message(lambda text, old=message: text != old and text.startswith("Cursor: "))
    raise AssertionError(f"the cursor never reached {label}; the message says {board.message()!r}")


def test_right_button_peek(lab):
    page = lab.page
    board = lab.board(PEEK, state="peek.json")
    board.hover()
    board.wait_drawn()
    game = board.state()
    geo = board.geometry(game)
    pile = game.pile("tableau1")
    index = len(pile.cards) - 2             # face up, under the top card
    card = pile.cards[index]
    assert card.face_up
    x, y, w, h = geo.card_rects(pile)[index]
    above = board.box((x, y - 0.1 * h, w + 6, 0.1 * h))      # what lies above it: the card under it
    whole_card = board.box((x, y, w, h))
    area = board.snapshot(above)
    board.snapshot(whole_card)
    assert board.count_colour(grown(whole_card, 12), HINT_ORANGE) <= 20
    board.watch_context_menu()

    page.mouse.move(*board.card(pile.id, index, game))
    page.mouse.down(button="right")
    try:
        board.wait_message(f"Peek: {card.phrase_text('en')}.")
        board.wait_changed(above, threshold=area // 10)          # raised over it
        board.wait_colour(grown(whole_card, 12), HINT_ORANGE, threshold=200)
        board.screenshot("browser-peek-held.png")
        wait_until(board.context_menus, 10, "the contextmenu event")
    finally:
        page.mouse.up(button="right")
    board.wait_message(lambda text: text == "")
    board.wait_changed(above, changed=False)         # put back
    board.wait_changed(whole_card, changed=False)
    board.screenshot("browser-peek-released.png")
    # the page's context menu was prevented, and JupyterLab opened none of its own
    assert board.context_menus() == [True]
    assert page.locator(".lm-Menu").count() == 0
    assert piles_of(board.state()) == piles_of(game) == piles_of(lab.game("tp.game"))


def test_language_switch(lab):
    board = lab.board(LANG)
    board.hover()
    board.wait_drawn()
    game = lab.game("tl.game")
    geo = board.geometry(game)
    from solitaire_nb.table.pile_labels import empty_label
    # the empty piles whose word changes with the language (the waste; a foundation's "A" stays)
    empty = [p.id for p in game.piles if not p.cards and p.id in geo.spots
             and empty_label(game, p, "en") != empty_label(game, p, "fr")]
    assert "waste" in empty and "foundation1" not in empty
    labels = {pile_id: board.box(geo.base_rect(pile_id)) for pile_id in empty}   # their names
    for box in labels.values():
        board.snapshot(box, "en")
    assert "Deal 3" in board.status() and "Donne" not in board.status()
    toggle = lab.cell(LANG).locator(".widget-toggle-buttons button")

    toggle.filter(has_text="FR").click()
    wait_until(lambda: "Donne 3" in board.status(), 15, "a French status line")
    for box in labels.values():
        board.wait_changed(box, "en", threshold=100)
    board.screenshot("browser-lang-fr.png")
    lab.screenshot("browser-lang-fr-page.png")      # the toolbar and the status line too
    assert piles_of(lab.game("tl.game")) == piles_of(game)

    toggle.filter(has_text="EN").click()
    wait_until(lambda: "Deal 3" in board.status(), 15, "an English status line again")
    for box in labels.values():
        board.wait_changed(box, "en", changed=False)
    assert piles_of(lab.game("tl.game")) == piles_of(game)


def test_draw_three_option(lab):
    board = lab.board(OPTIONS)
    board.hover()
    board.wait_drawn()
    game = lab.game("to.game")
    assert game.options["draw"] == 1
    from solitaire_nb.table.option_words import option_name, value_text
    label = option_name("draw", game.info.options["draw"].labels, "en")
    assert (label, value_text("draw", 3, "en")) == ("Draw", "3 cards")    # the option in words

    lab.cell(OPTIONS).get_by_label(label, exact=True).select_option(label="3 cards")
    game = wait_until(lambda: (g := lab.game("to.game")).options["draw"] == 3 and g, 15,
                      "the game to draw three")
    assert game.deal == 3 and game.move_count == 0 and len(game.pile("stock").cards) == 24
    # where the third card will fan out, right of the waste: bare felt for now
    after = game.copy()
    after.play(after.deal_action())
    geo = board.geometry(game)
    x, y, w, h = geo.base_rect("waste")
    fan_x = geo.card_rects(after.pile("waste"))[-1][0]
    assert fan_x > x + w / 3
    fan = board.box((x + w + 2, y + h * 0.3, fan_x - x - 4, h * 0.4))
    area = fan[2] * fan[3]
    board.wait_colour(fan, FELT_GREEN, threshold=area * 9 // 10)

    board.hover()
    board.click("stock", game=game)
    game = wait_until(lambda: (g := lab.game("to.game")).move_count == 1 and g, 15, "a deal from the stock")
    assert len(game.pile("waste").cards) == 3 and len(game.pile("stock").cards) == 21
    assert piles_of(game) == piles_of(after)
    board.wait_colour(fan, CARD_WHITE, threshold=area // 2)
    board.screenshot("browser-options-draw3.png")
    lab.screenshot("browser-options-page.png")


def test_win_celebration(lab):
    board = lab.board(WIN, state="win.json")
    board.hover()
    board.wait_drawn()
    game = board.state()
    assert not game.is_won() and [str(c) for c in game.pile("tableau1").cards] == ["KS"]
    panel = lab.cell(WIN).locator(".solitaire-outcome")
    assert not panel.is_visible()
    width, height = board.size
    lower = [0, height // 2, width, height - height // 2]
    board.start_sampling(lower, CARD_WHITE)      # the share of card-white pixels, every 60 ms
    wait_until(lambda: len(board.samples()) >= 3, 10, "the first samples")
    baseline = max(share for _, share in board.samples())

    board.dblclick("tableau1", game=game)
    game = lab.wait_state(lambda g: g.is_won(), "win.json")
    assert game.move_count == 1

    # the cascade: cards fly across the lower half, leaving trails of white
    wait_until(lambda: max(share for _, share in board.samples()) > baseline + 0.1, 20, "the cascade")
    board.screenshot("browser-win-cascade.png")

    # then the table is back, the felt bare in the lower half
    def over():
        samples = board.samples()
        peak = max(range(len(samples)), key=lambda i: samples[i][1])
        return any(share <= baseline + 0.02 for _, share in samples[peak:])
    wait_until(over, 20, "the end of the cascade")
    panel.filter(has_text="You won!").wait_for(state="visible", timeout=20000)
    samples = board.samples(stop=True)
    board.screenshot("browser-win-over.png")
    lab.screenshot("browser-win-page.png")
    shares = [share for _, share in samples]
    peak = max(range(len(shares)), key=shares.__getitem__)
    start = next(i for i, share in enumerate(shares) if share > baseline + 0.02)
    # the white grows over several frames (cards moving), not in one jump
    assert len({round(share, 3) for share in shares[start:peak + 1]}) >= 3, samples
    assert board.count_colour(lower, CARD_WHITE) <= (baseline + 0.02) * lower[2] * lower[3]
    assert board.state().is_won()


def test_wide_game_fits_and_large_print(lab):
    """A wide game at a large card size fits the notebook (its cards shrink, no sideways
    scroll); the Large print toggle redraws the cards bigger and leaves the game alone."""
    from solitaire_nb.table.sizes import CARD_SIZES, min_card_width, table_width
    game = lab.game("td.game")
    width = table_width(game, "large")
    board = lab.board(WIDE, width=width)
    board.canvas.scroll_into_view_if_needed()
    board.wait_drawn()
    shown, room, scrolled, overflow = board.canvas.evaluate(
        "c => { const box = c.closest('.widget-box'); return [c.getBoundingClientRect().width,"
        " box.clientWidth, box.scrollWidth, getComputedStyle(box).overflowX]; }")
    card = shown / width * CARD_SIZES["large"]              # a card's width in CSS pixels
    assert min_card_width("large") - 0.5 <= card < CARD_SIZES["large"]     # shrunk, still readable
    assert shown <= room + 1 and scrolled <= room + 1 and overflow == "auto"
    geo = board.geometry(game)
    corner = board.box((*geo.card_rects(game.pile("tableau1"))[-1][:2], geo.card_w / 2, geo.card_h / 3))
    board.snapshot(corner, "standard")
    lab.cell(WIDE).locator("button", has_text="Large print").click()
    board.wait_changed(corner, "standard", threshold=200)   # the top card's corner, drawn bigger
    board.screenshot("browser-diamond-mine-large-print.png")
    assert piles_of(lab.game("td.game")) == piles_of(game)


def test_winnable_and_next_move_buttons(lab):
    """"Winnable?" says so in the message line; "Next move" plays the win found one move at a
    time, the cards follow; Undo takes a step back and "Next move" plays it again."""
    board = lab.board(FREECELL)
    board.canvas.scroll_into_view_if_needed()
    cell = lab.cell(FREECELL)
    start = lab.game("f")
    assert start.move_count == 0
    expected = start.solve()
    cell.locator("button", has_text="Winnable?").click()
    board.wait_message(f"Winnable: the solver found a win in {len(expected.moves)} moves.")
    lab.screenshot("browser-winnable-page.png")     # the toolbar with the solver's buttons
    step = cell.locator("button", has_text="Next move")
    step.click()
    board.wait_message(f"Move 1 of {len(expected.moves)}: ")
    step.click()
    board.wait_message(f"Move 2 of {len(expected.moves)}: ")
    two = piles_of(replay(start, expected.moves[:2]))
    wait_until(lambda: piles_of(lab.game("f")) == two, 15, "the first two moves of the win played")
    cell.locator("button", has_text="Undo").click()
    one = piles_of(replay(start, expected.moves[:1]))
    wait_until(lambda: piles_of(lab.game("f")) == one, 15, "the second move undone")
    step.click()
    board.wait_message(f"Move 2 of {len(expected.moves)}: ")
    wait_until(lambda: piles_of(lab.game("f")) == two, 15, "the second move played again")
    board.screenshot("browser-next-move.png")
