"""The table's keyboard and right button, driven with the event dicts ipyevents sends.

A key press reaches :meth:`Table.handle_event` as ipyevents' ``keydown`` message,
and so does each mouse event (``mousedown``, ``mousemove``, ``mouseup``, with its
button and its position in CSS pixels of the canvas as the page shows it).
"""

import ipycanvas  # noqa: F401  (the table needs it: the [dev] extras install it)
import pytest

import solitaire_nb as sn
from solitaire_nb.table import Table
from solitaire_nb.table.keys import BINDINGS, key_help

CSS_WIDTH = 1100.0   # the canvas as the page shows it (CSS pixels), narrower than its own pixels


def klondike(deal=7):
    return Table(sn.new_game("klondike", deal=deal))


def key_event(key, ctrl=False, shift=False, meta=False, repeat=False):
    """A keydown message as ipyevents sends it."""
    return {"altKey": False, "ctrlKey": ctrl, "metaKey": meta, "shiftKey": shift, "type": "keydown",
            "timeStamp": 1234.5, "code": "", "key": key, "location": 0, "repeat": repeat,
            "target": {"tagName": "CANVAS", "id": "", "className": "ipyevents-watched"},
            "event": "keydown"}


def press(table, key, **mods):
    table.handle_event(key_event(key, **mods))


def mouse_event(table, kind, x, y, button):
    """A mouse message as ipyevents sends it: positions in CSS pixels of the shown canvas."""
    ratio = CSS_WIDTH / table.canvas.width
    css_h = table.canvas.height * ratio
    return {"altKey": False, "ctrlKey": False, "metaKey": False, "shiftKey": False, "type": kind,
            "timeStamp": 99.0, "button": button, "buttons": 2 if kind == "mousedown" else 0,
            "relativeX": round(x * ratio), "relativeY": round(y * ratio),
            "boundingRectWidth": CSS_WIDTH, "boundingRectHeight": css_h, "boundingRectTop": 120.0,
            "boundingRectLeft": 40.0, "clientX": 40 + x * ratio, "clientY": 120 + y * ratio,
            "target": {"tagName": "CANVAS", "id": "", "className": ""}, "event": kind}


def right_press(table, pile_id, index):
    x, y = table.point(pile_id, index)
    table.handle_event(mouse_event(table, "mousedown", x, y, 2))
    return x, y


def right_release(table, x, y):
    table.handle_event(mouse_event(table, "mouseup", x, y, 2))


def left_click(table, pile_id, index=None):
    x, y = table.point(pile_id, index)
    table.handle_event(mouse_event(table, "mousedown", x, y, 0))
    table.handle_event(mouse_event(table, "mouseup", x, y, 0))


def cursor_polys(table):
    return [item for item in table.scene() if item[0] == "poly" and item[2:] == ("#ffffff", "#000000", 2.0)]


# --------------------------------------------------------------------------- undo, redo, hint, deal


def test_ctrl_z_undoes_and_ctrl_shift_z_or_ctrl_y_redoes():
    t = klondike()
    before = t.game.to_text(history=False)
    t.game.play("t5-t7")
    after = t.game.to_text(history=False)
    press(t, "z", ctrl=True)
    assert t.game.to_text(history=False) == before and t.game.move_count == 0
    press(t, "Z", ctrl=True, shift=True)
    assert t.game.to_text(history=False) == after
    press(t, "z", meta=True)                      # Cmd+Z on a Mac
    assert t.game.to_text(history=False) == before
    press(t, "y", ctrl=True)
    assert t.game.to_text(history=False) == after
    press(t, "y", ctrl=True)
    assert "Nothing to redo" in t.status


def test_a_letter_without_ctrl_is_not_undo():
    t = klondike()
    t.game.play("t5-t7")
    press(t, "z")
    assert t.game.move_count == 1


def test_h_shows_the_hint():
    t = klondike()
    press(t, "h")
    assert t.view().hint is not None and t.view().hint == t.game.hint()
    assert "Hint" in t.status


def test_n_starts_a_random_deal_of_the_same_game_and_a_held_n_does_nothing():
    t = klondike()
    t.game.play("t5-t7")
    old = t.game
    press(t, "n", repeat=True)
    assert t.game is old
    press(t, "n")
    assert t.game is not old
    assert t.game.info.id == "klondike" and t.game.move_count == 0 and t.game.deal is not None
    assert t.game.options == old.options


def test_space_and_enter_deal_from_the_stock_when_nothing_is_selected():
    t = klondike()
    press(t, " ")
    assert len(t.game.pile("waste").cards) == 1
    press(t, "Enter")
    assert len(t.game.pile("waste").cards) == 2 and len(t.game.pile("stock").cards) == 22


def test_space_with_cards_selected_and_no_cursor_deals_from_the_stock():
    t = klondike()
    t.select("tableau5")
    press(t, " ")
    assert len(t.game.pile("waste").cards) == 1 and t.selection is None
    assert t.view().cursor is None


def test_space_in_a_game_with_nothing_to_deal_shows_the_cursor():
    t = Table(sn.new_game("freecell", deal=1))
    press(t, " ")
    assert t.game.move_count == 0
    assert t.view().cursor is not None
    assert "no redeal" not in t.status


def test_escape_clears_the_selection_and_hides_the_cursor():
    t = klondike()
    press(t, "ArrowRight")
    t.select("tableau5")
    press(t, "Escape")
    assert t.selection is None and t.view().targets == ()
    assert t.view().cursor is None and cursor_polys(t) == []
    press(t, "ArrowRight")
    assert t.view().cursor is not None
    press(t, "Escape")
    assert t.view().cursor is None and cursor_polys(t) == []


def test_a_new_game_starts_with_the_cursor_hidden():
    t = klondike()
    press(t, "ArrowRight")
    t.new_deal(12)
    assert t.view().cursor is None and cursor_polys(t) == []


def test_unbound_keys_change_nothing():
    t = klondike()
    t.select("tableau5")
    status = t.status
    for key in ("q", "F5", "Tab", "Shift", "Control"):
        press(t, key)
    assert t.selection == ("tableau5", 1) and t.game.move_count == 0 and t.status == status


# --------------------------------------------------------------------------- the cursor


def test_left_and_right_visit_the_piles_in_reading_order_and_wrap():
    t = klondike()
    press(t, "ArrowRight")                         # the first press shows the cursor
    seen = [t.view().cursor[0]]
    for _ in range(13):
        press(t, "ArrowRight")
        seen.append(t.view().cursor[0])
    assert seen == (["stock", "waste"] + [f"foundation{i}" for i in range(1, 5)]
                    + [f"tableau{i}" for i in range(1, 8)] + ["stock"])
    press(t, "ArrowLeft")
    assert t.view().cursor[0] == "tableau7"


def test_up_and_down_choose_how_many_cards_then_change_row():
    t = klondike()
    t.game.play("t5-t7")                           # tableau7: ... 3D 2C face up
    t.set_cursor("tableau7")
    top = len(t.game.pile("tableau7").cards) - 1
    assert t.view().cursor == ("tableau7", top)
    press(t, "ArrowUp")
    assert t.view().cursor == ("tableau7", top - 1)
    assert "2 cards: 3♦ 2♣" in t.status
    press(t, "Enter")
    assert t.selection == ("tableau7", 2)
    press(t, "ArrowDown")
    assert t.view().cursor == ("tableau7", top)
    press(t, "ArrowUp")
    press(t, "ArrowUp")                            # past the face-up cards: the row above
    assert t.view().cursor == ("foundation4", None)
    press(t, "ArrowDown")                          # back down: the nearest pile of the row below
    assert t.view().cursor == ("tableau7", top)
    press(t, "ArrowDown")                          # nothing below the tableau: it stays
    assert t.view().cursor == ("tableau7", top)


def test_keyboard_select_and_enter_plays_the_move_the_mouse_plays():
    by_mouse, by_keys = klondike(), klondike()
    by_mouse.on_mouse_down(*by_mouse.point("tableau5"))
    by_mouse.on_mouse_up(*by_mouse.point("tableau5"))
    mouse_targets = by_mouse.view().targets
    x, y = by_mouse.point("tableau7")
    by_mouse.on_mouse_down(x, y)
    by_mouse.on_mouse_up(x, y)
    assert by_mouse.game.move_count == 1

    by_keys.set_cursor("tableau5")
    press(by_keys, "Enter")
    assert by_keys.selection == ("tableau5", 1)
    assert by_keys.view().targets == mouse_targets == ("tableau7",)
    press(by_keys, "ArrowRight")
    press(by_keys, "ArrowRight")
    assert by_keys.view().cursor[0] == "tableau7"
    press(by_keys, " ")
    assert by_keys.game.to_text() == by_mouse.game.to_text()
    assert by_keys.selection is None
    assert by_keys.view().cursor == ("tableau7", len(by_keys.game.pile("tableau7").cards) - 1)


def test_enter_on_the_stock_deals_even_with_a_selection():
    t = klondike()
    t.select("tableau5")
    t.set_cursor("stock")
    press(t, "Enter")
    assert len(t.game.pile("waste").cards) == 1 and t.selection is None


def test_enter_twice_on_the_same_cards_clears_the_selection():
    t = klondike()
    t.set_cursor("tableau5")
    press(t, "Enter")
    assert t.selection == ("tableau5", 1)
    press(t, "Enter")
    assert t.selection is None and t.game.move_count == 0


def test_the_cursor_is_drawn_around_its_cards_and_named_in_both_languages():
    t = klondike()
    assert t.view().cursor is None and cursor_polys(t) == []
    t.set_cursor("tableau4")
    polys = cursor_polys(t)
    assert len(polys) == 4                          # four corner brackets
    x, y, w, h = t.geometry.card_rects(t.game.pile("tableau4"))[-1]
    xs = [px for item in polys for px, _ in item[1]]
    ys = [py for item in polys for _, py in item[1]]
    assert min(xs) < x < x + w < max(xs) and min(ys) < y < y + h < max(ys)
    assert "Cursor: Tableau 4, A♠." in t.status
    t.set_lang("fr")
    assert "Curseur\u00a0: Tableau 4, A♠." in t.status
    t.set_cursor("foundation1")
    assert "Curseur\u00a0: Fondation 1, vide." in t.status
    t.set_lang("en")
    t.set_cursor("stock")
    assert "Cursor: Stock, 24 face-down cards." in t.status


def test_the_cursor_follows_the_pile_after_a_move():
    t = klondike()
    t.set_cursor("tableau5")
    t.game.play("t5-t7")
    pile = t.game.pile("tableau5")
    assert t.view().cursor == ("tableau5", len(pile.cards) - 1)


def test_bad_cursor_requests_name_the_problem_and_change_nothing():
    t = klondike()
    t.set_cursor("tableau2")
    with pytest.raises(ValueError, match="no pile 'tableau9'"):
        t.set_cursor("tableau9")
    with pytest.raises(ValueError, match="depth"):
        t.set_cursor("tableau3", 0)
    assert t.cursor == ("tableau2", 1)
    with pytest.raises(ValueError, match="ipyevents"):
        t.handle_event({"key": "z"})


# --------------------------------------------------------------------------- the right button


def test_right_button_held_peeks_at_a_covered_card_and_release_hides_it():
    t = klondike()
    t.game.play("t5-t7")
    x, y = right_press(t, "tableau7", 6)
    assert t.view().peek == ("tableau7", 6)
    assert "Peek" in t.status
    right_release(t, x, y)
    assert t.view().peek is None
    assert t.selection is None and t.game.move_count == 1 and t.interaction.press is None
    left_click(t, "tableau7")                      # the left button works as before afterwards
    assert t.selection == ("tableau7", 1)


def test_right_button_leaving_the_canvas_ends_the_peek():
    t = klondike()
    t.game.play("t5-t7")
    x, y = right_press(t, "tableau7", 6)
    t.handle_event(mouse_event(t, "mouseleave", 0, 0, 0))
    assert t.view().peek is None


def test_right_button_on_a_top_card_neither_peeks_nor_clicks():
    t = klondike()
    x, y = right_press(t, "tableau5", None)
    right_release(t, x, y)
    assert t.view().peek is None and t.selection is None and t.game.move_count == 0
    x, y = right_press(t, "stock", None)
    right_release(t, x, y)
    assert len(t.game.pile("waste").cards) == 0


def test_the_left_button_clicks_drags_and_double_clicks_through_ipyevents():
    t = klondike()
    left_click(t, "tableau5")                      # 2C selected: tableau7 lights up
    assert t.selection == ("tableau5", 1) and t.targets() == ["tableau7"]
    left_click(t, "tableau7")                      # ...and moved there
    assert t.game.move_count == 1 and str(t.game.pile("tableau7").top) == "2C"
    x, y = t.point("tableau7")                     # drag it onto J♦ (tableau3): refused, it stays
    tx, ty = t.point("tableau3")
    t.handle_event(mouse_event(t, "mousedown", x, y, 0))
    for k in range(1, 9):
        t.handle_event(mouse_event(t, "mousemove", x + (tx - x) * k / 8, y + (ty - y) * k / 8, 0))
    assert t.view().drag is not None               # the card follows the pointer
    t.handle_event(mouse_event(t, "mouseup", tx, ty, 0))
    assert t.view().drag is None and str(t.game.pile("tableau7").top) == "2C"
    left_click(t, "tableau4")                      # a double-click sends the ace up
    left_click(t, "tableau4")
    assert any(str(c) == "AS" for p in t.game.piles if p.role == "foundation" for c in p.cards)
    t.handle_event(mouse_event(t, "mousemove", 5, 5, 0))   # moves without a press: nothing
    assert t.selection is None and t.view().drag is None


def test_context_menu_events_are_ignored():
    t = klondike()
    t.game.play("t5-t7")
    t.select("tableau7")
    before = (t.selection, t.view().peek, t.status, t.game.to_text(history=False))
    x, y = t.point("tableau7", 6)
    t.handle_event(mouse_event(t, "contextmenu", x, y, 2))
    assert (t.selection, t.view().peek, t.status, t.game.to_text(history=False)) == before


def test_the_table_listens_to_its_canvas_through_ipyevents():
    t = klondike()
    assert t.keyboard._events.source is t.canvas and t.keyboard._no_menu.source is t.canvas
    assert "keydown" in t.keyboard._events.watched_events and "mousedown" in t.keyboard._events.watched_events
    no_menu = t.keyboard._no_menu
    assert no_menu.watched_events == ["contextmenu"] and no_menu.prevent_default_action
    assert not t.keyboard._events.prevent_default_action      # the left button's own handling stays


# --------------------------------------------------------------------------- the help


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_help_lists_every_binding_in_both_languages(lang):
    text = str(key_help(lang))
    html = key_help(lang)._repr_html_()
    assert len(text.splitlines()) == len({b.help for b in BINDINGS}) + 2   # + right button, focus
    for word in (["Ctrl+Z", "Ctrl+Y", "H", "N", "←", "↓"]
                 + (["Ctrl+Maj+Z", "Espace", "Entrée", "Échap", "Bouton droit", "hasard"] if lang == "fr"
                    else ["Ctrl+Shift+Z", "Space", "Enter", "Esc", "Right button", "random"])):
        assert word in text and word in html, word


def test_every_binding_calls_a_method_of_the_table():
    t = klondike()
    for binding in BINDINGS:
        owner = t.keyboard if hasattr(t.keyboard, binding.method) else t
        assert callable(getattr(owner, binding.method)), binding.method
