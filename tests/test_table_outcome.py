"""The table's words above the felt, the panel that ends a game (won, lost, going in
circles) and the cascade that celebrates a win."""

import asyncio

import ipycanvas  # noqa: F401  (the table needs it: the [dev] extras install it)
import pytest

import solitaire_nb as sn
from solitaire_nb.table import Table
from solitaire_nb.table import panel as panel_module
from solitaire_nb.table.cards import FACE, FELT
from solitaire_nb.table.celebrate import FRAME_MS, LAUNCHES, cascade, celebration_piles, launch_order
from solitaire_nb.table.layout import compute

RANKS = "A23456789TJQK"
SCENE_KINDS = {"rect", "lines", "poly", "circle", "text"}


def suit(s, top="K"):
    return " ".join(r + s for r in RANKS[:RANKS.index(top) + 1])


def nearly_won():
    """Klondike with every card on the foundations but the king of spades."""
    return sn.position("klondike", {"foundation1": suit("S", "Q"), "foundation2": suit("H"),
                                    "foundation3": suit("D"), "foundation4": suit("C"),
                                    "tableau1": "KS"})


def about_to_lose():
    """Klondike whose one legal move, 4S onto 5H, leaves no move at all."""
    return sn.position("klondike", {"tableau1": "(2S) 5H", "tableau2": "(AS) 7C", "tableau3": "4S"},
                       redeals=0)


class Spy:
    """Counts the canvas messages and the pauses of an animation on a table's canvas."""

    def __init__(self, table, monkeypatch):
        from ipycanvas.canvas import _CANVAS_MANAGER
        self.messages, self.pauses = 0, []
        send = _CANVAS_MANAGER.send
        sleep = table.marks_layer.sleep

        def counted_send(*args, **kwargs):
            self.messages += 1
            return send(*args, **kwargs)

        def counted_sleep(ms):
            self.pauses.append(ms)
            return sleep(ms)

        monkeypatch.setattr(_CANVAS_MANAGER, "send", counted_send)
        table.marks_layer.sleep = counted_sleep


# --------------------------------------------------------------------------- above the felt


def test_status_message_and_panel_sit_above_the_canvas():
    t = Table(sn.new_game("klondike", deal=7))
    order = list(t.children)
    assert order.index(t._options_box) < order.index(t._status) < order.index(t._panel) \
        < order.index(t._scroller)
    assert t._scroller.children == (t.canvas,)
    assert all(child.layout.height == "1px" for child in order[order.index(t._scroller) + 1:])  # hidden
    assert 'class="solitaire-status"' in t._status_html.value
    assert "Klondike" in t._status_html.value and "Deal 7" in t._status_html.value
    t.select("tableau5")
    status = t._status_html.value
    message = status[status.index("solitaire-message"):]
    assert "Selected: 2♣" in message and "Tableau 7" in message
    assert "Selected: 2♣" in t.status            # the plain text keeps every line
    assert t._panel.layout.display == "none"     # the game goes on: no panel


# --------------------------------------------------------------------------- lost, stuck


def test_a_lost_game_shows_the_panel_with_undo_and_new_deal():
    game = about_to_lose()
    t = Table(game)
    assert t._panel.state is None
    assert t.play("t3-t1")
    assert game.is_lost() and t._panel.state == "lost" and t._panel.layout.display is None
    assert "Lost: no legal move is left." in t._panel.text.value
    assert t._panel.undo_button.layout.display is None
    t.set_lang("fr")
    assert "Perdu\u00a0: il ne reste aucun coup permis." in t._panel.text.value
    assert (t._panel.undo_button.description, t._panel.new_deal_button.description) == \
        ("Annuler", "Nouvelle donne")
    t.set_lang("en")
    t._panel.undo_button.click()
    assert game.move_count == 0 and t._panel.state is None and t._panel.layout.display == "none"
    t.play("t3-t1")
    assert t._panel.state == "lost"
    t._panel.new_deal_button.click()
    assert t.game is not game and t.game.deal is not None and t.game.move_count == 0
    assert t._panel.state is None


def test_a_game_going_in_circles_shows_the_panel():
    game = sn.position("klondike", {"tableau1": "(2C) 5H", "waste": "9C 3S", "stock": "(8D)"},
                       redeals="unlimited")
    t = Table(game)
    game.play("deal")
    game.play("redeal")
    assert t._panel.state == "stuck" and "going in circles" in t._panel.text.value
    assert "Undo, restart or try a new deal." in t._panel.text.value
    t._panel.undo_button.click()
    assert game.move_count == 1 and t._panel.state == "stuck"


# --------------------------------------------------------------------------- the win


def test_the_winning_move_plays_the_cascade_in_one_message_then_shows_the_win(monkeypatch):
    t = Table(nearly_won())
    spy = Spy(t, monkeypatch)
    assert t.double_click("tableau1") and t.game.is_won()
    frames = t.celebration_frames()              # the frames of this position
    assert spy.messages == 1                     # every frame of the cascade in one message
    assert len(spy.pauses) == len(frames) >= 20 and set(spy.pauses) == {FRAME_MS}
    assert len(frames) * FRAME_MS <= 3000        # at most 3 s
    assert t._panel.state == "won" and t._panel.undo_button.layout.display == "none"
    text = t._panel.text.value
    assert "You won!" in text and "1 move played, score" in text and "time 0:00" in text
    t.set_lang("fr")
    assert "Gagné\u00a0!" in t._panel.text.value and "1 coup joué" in t._panel.text.value
    t.set_lang("en")
    # undone, the game goes on; won again, it is celebrated again
    t.undo()
    assert t._panel.state is None
    spy.pauses.clear()
    t.double_click("tableau1")
    assert len(spy.pauses) == len(frames) and t._panel.state == "won"


def test_no_cascade_when_switched_off_nor_for_a_game_already_won(monkeypatch):
    t = Table(nearly_won(), celebrate=False)
    spy = Spy(t, monkeypatch)
    t.double_click("tableau1")
    assert spy.pauses == [] and spy.messages == 1 and t._panel.state == "won"
    won = Table(t.game)
    spy = Spy(won, monkeypatch)
    won.redraw()
    assert spy.pauses == [] and won._panel.state == "won"
    assert won.celebrate() == len(spy.pauses) > 0          # a teacher replays it


def test_the_win_panel_waits_for_the_end_of_the_cascade(monkeypatch):
    monkeypatch.setattr(panel_module, "FRAME_MS", 2)        # a cascade of a few milliseconds
    monkeypatch.setattr(panel_module, "BROWSER_SLACK", 0.1)

    async def play():
        t = Table(nearly_won())
        t.double_click("tableau1")
        during = t._panel.state
        await asyncio.sleep(0.5)
        return during, t._panel.state

    assert asyncio.run(play()) == (None, "won")


# --------------------------------------------------------------------------- the frames


def won_klondike():
    return sn.position("klondike", {f"foundation{i}": suit(s) for i, s in enumerate("SHDC", 1)})


def test_the_cards_leave_one_by_one_the_kings_first():
    game = won_klondike()
    piles = celebration_piles(game)
    assert [p.id for p in piles] == ["foundation1", "foundation2", "foundation3", "foundation4"]
    order = [str(pile.cards[i]) for pile, i in launch_order(piles)]
    assert order[:8] == ["KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC"] and len(order) == 52
    golf = sn.new_game("golf", deal=3)   # no card on a foundation yet: the piles holding cards
    assert celebration_piles(golf) == [p for p in golf.piles if p.cards]


def test_frames_are_display_lists_and_the_cards_bounce_inside_the_felt():
    game = won_klondike()
    geo = compute(game)
    frames = cascade(geo, celebration_piles(game), "en", seed=3)
    assert frames == cascade(geo, celebration_piles(game), "en", seed=3)      # reproducible
    assert frames != cascade(geo, celebration_piles(game), "en", seed=4)
    assert all(item[0] in SCENE_KINDS for frame in frames for item in frame)
    faces = [item for frame in frames for item in frame
             if item[0] == "rect" and item[6] == FACE and abs(item[3] - geo.card_w) < 0.5]
    assert len(faces) > 100
    for _, x, y, w, h, *_rest in faces:
        assert -w <= x <= geo.width and y + h <= geo.height + 0.5
    # the first frame uncovers foundation 1: felt over its king, then its queen
    first = frames[0]
    felt = [i for i, item in enumerate(first) if item[0] == "rect" and item[6] == FELT]
    assert felt and any(item[0] == "text" and item[3] == "Q" for item in first[felt[0]:])
    # kings to tens fly (and uncover the nines); the eights stay under them
    drawn = {item[3] for frame in frames for item in frame if item[0] == "text" and item[8]}
    drawn -= {"♠", "♥", "♦", "♣"}
    assert LAUNCHES == 16 and drawn == {"K", "Q", "J", "10", "9"}


def test_cascade_refuses_bad_input():
    game = won_klondike()
    geo = compute(game)
    other = sn.new_game("freecell", deal=1)
    with pytest.raises(ValueError, match="'reserve1' is not on this table"):
        cascade(geo, [other.pile("reserve1")])
    with pytest.raises(ValueError, match="launches=-1"):
        cascade(geo, celebration_piles(game), launches=-1)
    with pytest.raises(ValueError, match="won, lost or stuck"):
        Table(game)._panel.show("playing", "", None, "en")


def test_the_felt_grows_with_a_column_and_keeps_its_size_within_a_deal():
    game = sn.position("klondike", {"tableau1": "KS QH JC", "tableau2": "TH", "tableau3": "KD"})
    t = Table(game)
    start = t.canvas.height
    assert start == round(compute(game, t.table_width).height * t.scale)
    assert t.play("t2-t1")                    # tableau1 grows by a card: so does the felt
    grown = t.canvas.height
    assert grown > start and t.geometry.height == compute(game, t.table_width).height
    t.undo()
    assert t.canvas.height == grown           # no jump back while playing this deal
    t.new_deal(7)
    assert t.canvas.height == round(compute(t.game, t.table_width).height * t.scale)
