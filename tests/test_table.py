"""The table widget without a browser: hit-testing, selection, moves, static outputs.

Pointer events are simulated by calling the handlers with canvas coordinates.
"""

import io

import ipycanvas  # noqa: F401  (the table needs it: the [dev] extras install it)
import pytest

import solitaire_nb as sn  # noqa: E402
from solitaire_nb.table import Table  # noqa: E402
from solitaire_nb.table.layout import Gap, Piles, compute, default_layout  # noqa: E402
from solitaire_nb.text import language  # noqa: E402


@pytest.fixture(autouse=True)
def english():
    before = language.get_lang()
    language.set_lang("en")
    yield
    language.set_lang(before)


def klondike(deal=7, **options):
    return Table(sn.new_game("klondike", deal=deal, **options))


def click(table, pile_id, index=None):
    x, y = table.point(pile_id, index)
    table.on_mouse_down(x, y)
    table.on_mouse_up(x, y)


def drag(table, pile_id, index, target_id, steps=6):
    x0, y0 = table.point(pile_id, index)
    x1, y1 = table.point(target_id)
    table.on_mouse_down(x0, y0)
    for k in range(1, steps + 1):
        table.on_mouse_move(x0 + (x1 - x0) * k / steps, y0 + (y1 - y0) * k / steps)
    table.on_mouse_up(x1, y1)


# --------------------------------------------------------------------------- layout


def test_default_layouts_follow_aisleriot():
    g = sn.new_game("klondike", deal=7)
    rows = default_layout(g.declaration).rows
    assert [type(i).__name__ for i in rows[0].items] == ["Piles", "Piles", "Gap", "Piles"]
    assert rows[0].items[2] == Gap(None)
    assert rows[1].items == (Piles("tableau", "down"),)
    geo = compute(g)
    spots = geo.spots
    assert spots["stock"].x < spots["waste"].x < spots["foundation1"].x
    # foundations right-aligned over the last four columns
    assert spots["foundation4"].x == pytest.approx(spots["tableau7"].x)
    assert spots["foundation1"].x == pytest.approx(spots["tableau4"].x)
    assert spots["tableau1"].y > spots["stock"].y + geo.card_h

    f = sn.new_game("freecell", deal=1)
    geo = compute(f)
    xs = [geo.spots[p].x for p in ["reserve1", "reserve2", "reserve3", "reserve4", "foundation1",
                                   "foundation2", "foundation3", "foundation4"]]
    assert xs == sorted(xs)
    assert geo.spots["foundation1"].x == pytest.approx(geo.spots["tableau5"].x)


def test_draw_three_waste_is_fanned():
    g = sn.new_game("klondike", deal=7, draw=3)
    g.play(g.deal_action())
    geo = compute(g)
    rects = geo.card_rects(g.pile("waste"))
    assert len({r[0] for r in rects[-3:]}) == 3


def test_long_columns_are_compressed():
    g = sn.position("klondike", {"tableau1": "(2D) (3D) (4D) (5D) (6D) (7D) KS QH JC TH 9C 8H 7C 6H "
                                             "5C 4H 3C 2H"})
    geo = compute(g)
    rects = geo.card_rects(g.pile("tableau1"))
    assert rects[-1][1] + rects[-1][3] <= geo.height - geo.metrics.margin + 0.01
    steps = [b[1] - a[1] for a, b in zip(rects, rects[1:])]
    assert steps[0] < steps[-1]           # face-down cards: a smaller offset


# --------------------------------------------------------------------------- hit-testing


@pytest.mark.parametrize("name", ["klondike", "freecell"])
def test_hit_testing_every_card(name):
    t = Table(sn.new_game(name, deal=7))
    for pile in t.game.piles:
        if not pile.cards:
            assert t.hit(*t.point(pile.id)) == (pile.id, None)
            continue
        fanned = t.geometry.spots[pile.id].fan == "down"
        for index in range(len(pile.cards)) if fanned else [len(pile.cards) - 1]:
            assert t.hit(*t.point(pile.id, index)) == (pile.id, index)
    assert t.hit(2, 2) is None                  # the felt's corner


def test_hit_testing_pixels_klondike():
    t = klondike()
    geo = t.geometry
    x, y, w, h = geo.card_rects(t.game.pile("tableau7"))[-1]
    s = t.scale
    assert t.hit((x + 1) * s, (y + h - 1) * s) == ("tableau7", 6)
    assert t.hit((x + w + geo.metrics.margin / 2) * s, (y + 5) * s) is None   # gap between columns
    x, y, w, h = geo.card_rects(t.game.pile("tableau7"))[0]
    assert t.hit((x + w / 2) * s, (y + 2) * s) == ("tableau7", 0)


# --------------------------------------------------------------------------- selection and moves


def test_selection_lights_exactly_the_legal_targets():
    t = klondike()
    for pile in t.game.piles:
        for count in t.game.movable_counts(pile.id):
            t.select(pile.id, count)
            assert t.view().targets == tuple(t.game.targets(pile.id, count))
    t.clear_selection()
    click(t, "tableau5")
    assert t.selection == ("tableau5", 1)
    assert list(t.view().targets) == t.game.targets("tableau5", 1) == ["tableau7"]
    assert "Tableau 7" in t.status


def test_click_then_click_plays_the_move():
    t = klondike()
    click(t, "tableau5")
    click(t, "tableau7")
    assert str(t.game.pile("tableau7").top) == "2C"
    assert t.game.move_count == 1 and t.selection is None
    assert "Moves 1" in t.status


def test_clicking_a_card_selects_the_sequence_above_it():
    t = klondike()
    t.game.play("t5-t7")
    click(t, "tableau7", 6)          # 3D with 2C on it
    assert t.selection == ("tableau7", 2)
    click(t, "tableau7", 6)          # again: unselect
    assert t.selection is None


def test_drag_and_drop_legal():
    t = klondike()
    drag(t, "tableau5", 4, "tableau7")
    assert str(t.game.pile("tableau7").top) == "2C"


def test_illegal_drop_returns_cards_and_names_the_rule():
    t = klondike()
    before = t.game.to_json()
    drag(t, "tableau7", 6, "tableau2")        # 3D onto 8S
    assert t.game.to_json() == before
    assert t.interaction.drag is None and t.view().drag is None
    refusal = t.game.explain(sn.Move("tableau7", "tableau2", 1), "en")
    assert refusal in t.status
    assert "build" in refusal.lower() or "rank" in refusal.lower()


def test_drop_on_felt_puts_cards_back():
    t = klondike()
    before = t.game.to_json()
    x0, y0 = t.point("tableau5")
    t.on_mouse_down(x0, y0)
    t.on_mouse_move(x0 + 40, y0 + 40)
    t.on_mouse_up(x0 + 40, y0 + 40)
    assert t.game.to_json() == before


def test_mouse_moves_without_a_drag_are_ignored():
    t = klondike()
    count = t.redraw_count
    for k in range(50):
        t.on_mouse_move(100 + k, 100)
    assert t.redraw_count == count


def test_drag_redraws_at_most_once_per_frame(monkeypatch):
    import types

    from solitaire_nb.table import drawing as widget
    now = [1000.0]  # a clock the test moves: a busy machine cannot change the count
    monkeypatch.setattr(widget, "time", types.SimpleNamespace(monotonic=lambda: now[0]))
    t = klondike()
    x0, y0 = t.point("tableau5")
    t.on_mouse_down(x0, y0)
    count = t.redraw_count
    for k in range(200):  # ten mouse moves per animation frame, twenty frames
        now[0] += widget.FRAME / 10
        t.on_mouse_move(x0 + k, y0 + k)
        assert t.pending_redraws <= 1
    assert 10 <= t.redraw_count - count <= 21
    t.on_mouse_up(x0 + 199, y0 + 199)


def test_double_click_sends_to_foundation():
    t = klondike()
    click(t, "tableau4")
    click(t, "tableau4")
    assert [str(c) for c in t.game.pile("foundation1").cards] == ["AS"]


def test_double_click_with_nowhere_to_go_names_the_card():
    t = klondike()
    top = t.game.pile("tableau1").top
    assert not t.double_click("tableau1")
    assert t.game.move_count == 0
    assert f"No foundation takes {top.phrase_text('en')} now." in t.status
    t.set_lang("fr")
    assert f"Aucune fondation ne prend {top.phrase_text('fr')} pour l'instant." in t.status


def test_messages_follow_a_language_switch():
    from solitaire_nb.text.phrases import french_typography

    t = klondike()
    click(t, "tableau5")
    assert "Selected: 2♣. Legal destination: Tableau 7." in t.status
    t.set_lang("fr")
    assert "Sélection\u00a0: 2♣. Destination permise\u00a0: Tableau 7." in t.status
    t.set_lang("en")
    assert not t.play("t7-t2")
    refusal = french_typography(t.game.explain("t7-t2", "fr"))
    t.set_lang("fr")
    assert refusal in t.status


def test_no_game_rule_and_no_private_name_in_the_table():
    import pathlib
    import re

    folder = pathlib.Path(sn.__file__).parent / "table"
    for path in folder.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"game\._(?!repr_)", source), path.name
        assert "STRINGS" not in source and 'in ("en", "fr") else' not in source, path.name


def test_double_click_in_freecell_falls_back_to_a_free_cell():
    t = Table(sn.new_game("freecell", deal=1))
    top = t.game.pile("tableau1").top
    assert t.game.foundation_move("tableau1") is None
    click(t, "tableau1")
    click(t, "tableau1")
    assert t.game.pile("reserve1").cards == [top]


def test_slow_clicks_are_not_a_double_click():
    t = klondike()
    click(t, "tableau4")
    last = t.interaction.last_click
    t.interaction.last_click = (last[0] - 5, *last[1:])  # five seconds between the clicks
    click(t, "tableau4")
    assert not t.game.pile("foundation1").cards


def test_stock_click_deals_and_redeals():
    t = klondike()
    click(t, "stock")
    assert len(t.game.pile("waste").cards) == 1
    while t.game.pile("stock").cards:
        click(t, "stock")
        t.interaction.last_click = None
    assert t.hit(*t.point("stock")) == ("stock", None)
    click(t, "stock")
    assert not t.game.pile("waste").cards and t.game.redeals_left == 1
    assert "Redeals left 1" in t.status


def test_no_redeal_left_says_so():
    t = klondike(redeals=0)
    while t.game.pile("stock").cards:
        t.stock_click()
    assert not t.stock_click()
    assert "Redeal — the stock is gone through only once: the waste is never turned over." in t.status


def test_long_press_peeks_at_a_covered_card():
    t = klondike()
    t.game.play("t5-t7")
    x, y = t.point("tableau7", 6)
    t.on_mouse_down(x, y)
    t.pointer._long_press(t.interaction.press["token"])
    assert t.view().peek == ("tableau7", 6)
    assert "3 of diamonds" in t.status.lower() or "three" in t.status.lower() or "3" in t.status
    t.on_mouse_up(x, y)
    assert t.view().peek is None
    assert t.selection is None


def test_hint_marks_source_and_target():
    t = klondike()
    move = t.show_hint()
    assert move is not None and t.view().hint == move
    assert "Hint" in t.status


def test_movable_toggle_marks_legal_sources():
    t = klondike()
    t._movable.value = True
    sources = {(m.source, m.count) for m in t.game.legal_moves() if m.kind == "move"}
    assert set(t.view().movable) == sources


def test_movable_cards_and_hint_leave_out_moves_that_change_nothing():
    g = sn.position("klondike", {"foundation1": "AS", "tableau1": "QH", "tableau2": "KS"})
    idle = sn.Move("foundation1", "foundation2", 1)
    assert idle in g.legal_moves() and g.is_idle(idle)
    t = Table(g)
    t._movable.value = True
    assert ("foundation1", 1) not in t.view().movable
    assert ("tableau1", 1) in t.view().movable
    move = t.show_hint()
    assert move is None or not g.is_idle(move)


def test_autoplay_toggle_sets_the_game():
    t = klondike()
    t._autoplay.value = True
    assert t.game.autoplay is True
    t._autoplay.value = False
    assert t.game.autoplay is False


def test_observe_sync_with_code():
    g = sn.new_game("klondike", deal=7)
    t = Table(g)
    t.select("tableau5")
    count = t.redraw_count
    g.play("t4-f1")
    assert t.redraw_count == count + 1
    assert t.selection is None and "Moves 1" in t.status and "Score 1" in t.status
    g.undo()
    assert "Moves 0" in t.status
    t.play("t5-t7")
    assert str(g.pile("tableau7").top) == "2C"


def test_option_selectors_show_the_value_in_force_and_redeals_follow_the_draw():
    t = klondike()
    assert t._option_widgets["redeals"].value == 2 and t._option_widgets["redeals"].label == "2"
    t._option_widgets["draw"].value = 3  # AisleRiot's redeals for draw three: unlimited
    assert t.game.options == {"draw": 3, "redeals": "unlimited"}
    assert t._option_widgets["redeals"].value == "unlimited"
    t._option_widgets["redeals"].value = 0  # chosen by the player: kept when the draw changes
    t._option_widgets["draw"].value = 1
    assert t.game.options == {"draw": 1, "redeals": 0}


def test_controls_new_deal_options_language():
    t = klondike()
    t._deal_box.value = 11
    t._buttons["new_deal"].click()
    assert t.game.deal == 11
    old = t.game
    t._option_widgets["draw"].value = 3
    assert t.game is not old and t.game.options["draw"] == 3 and t.game.deal == 11
    t._lang_toggle.value = "fr"
    assert t.lang == "fr" and language.get_lang() == "fr"
    assert "Donne 11" in t.status and "Coups 0" in t.status
    assert "Défausse" in t._repr_svg_()
    assert t._buttons["undo"].description == "Annuler"
    t._buttons["undo"].click()
    assert "Rien à annuler" in t.status


def test_won_and_lost_messages():
    g = sn.position("klondike", {"foundation1": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS",
                                 "foundation2": "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
                                 "foundation3": "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
                                 "foundation4": "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
                                 "tableau1": "KS"})
    t = Table(g)
    t.double_click("tableau1")
    assert g.is_won() and "You won" in t.status
    assert "Every card is on the foundations." in t.status
    t.set_lang("fr")
    assert "Gagné\u00a0!" in t.status and "Toutes les cartes sont sur les fondations." in t.status
    t.set_lang("en")
    g2 = sn.position("klondike", {"tableau1": "(2S) 5H", "tableau2": "(AS) 5D"}, redeals=0)
    assert g2.is_lost()
    status = Table(g2).status
    assert "lost" in status.lower() and "Undo, restart or try a new deal." in status
    assert "You won" not in status


# --------------------------------------------------------------------------- static outputs


def test_svg_and_png_outputs():
    from PIL import Image
    g = sn.new_game("klondike", deal=7)
    svg = g._repr_svg_()
    assert svg.startswith("<svg") and 'data-card="4S"' in svg and 'data-card="3D"' in svg
    assert ">A</text>" in svg            # an empty foundation shows the rank it needs
    t = Table(g)
    png = t._repr_png_()
    image = Image.open(io.BytesIO(png))
    assert image.size == (round(t.geometry.width), round(t.geometry.height))
    colours = image.convert("RGB").getcolors(1 << 20)
    assert colours is not None and len(colours) > 50       # not blank
    # white card faces and the green felt are both there
    pixels = {c for _, c in colours}
    assert any(min(c) > 240 for c in pixels)
    assert any(c[1] > c[0] + 40 and c[1] > c[2] + 20 for c in pixels)


def test_mimebundle_has_four_types():
    t = klondike()
    bundle = t._repr_mimebundle_()
    assert {"application/vnd.jupyter.widget-view+json", "image/svg+xml", "image/png",
            "text/plain"} <= set(bundle)
    assert "Klondike" in bundle["text/plain"] and "tableau1" in bundle["text/plain"]
    assert not hasattr(Table, "_ipython_display_")


def test_show_highlights_the_legal_destinations():
    from solitaire_nb.table.show import show
    g = sn.new_game("klondike", deal=7)
    picture = show(g, select=("tableau5", 1))
    assert picture.targets == ["tableau7"]
    svg = picture.svg()
    assert svg == show(g, select=("tableau5", 1)).svg()     # reproducible
    assert "#ffd23f" in svg                                        # the destination mark
    assert "#ffd23f" not in show(g).svg()
    assert picture._repr_png_().startswith(b"\x89PNG")
    assert "tableau7" in repr(picture)


def test_show_labels_each_pile_with_the_code_answers_use():
    from solitaire_nb.table.show import show
    g = sn.new_game("thirteen", deal=1)
    texts = {item[3] for item in show(g, labels=True).items if item[0] == "text"}
    codes = {g.notation.pile_code(pile_id) for pile_id in g.pile_ids()}
    assert codes <= texts and "t23" in codes
    plain = {item[3] for item in show(g).items if item[0] == "text"}
    assert not {"t23", "t1", "w"} & plain
    assert show(g, labels=True).svg() == show(g, labels=True).svg()
    assert show(g, labels=True)._repr_png_().startswith(b"\x89PNG")


def test_redraw_is_one_message():
    from ipycanvas.canvas import _CANVAS_MANAGER
    t = Table(sn.new_game("freecell", deal=1))
    sent = []
    original = _CANVAS_MANAGER.send
    _CANVAS_MANAGER.send = lambda *a, **k: sent.append(a)
    try:
        t.select("tableau1")
        t.redraw()
    finally:
        _CANVAS_MANAGER.send = original
    assert len(sent) == 2


def test_status_shows_time_moves_and_a_stuck_game():
    import solitaire_nb as sn
    from solitaire_nb.table import Table

    game = sn.position("klondike", {"tableau1": "(2C) 5H", "waste": "9C 3S", "stock": "(8D)"},
                       redeals="unlimited")
    now = [50.0]
    game.clock = lambda: now[0]
    table = Table(game, lang="en")
    game.play("deal")
    now[0] += 75
    game.play("redeal")
    status = table.status
    assert "Moves 2" in status and "Time 1:15" in status
    assert "going in circles" in status
    table.lang = "fr"
    assert "on tourne en rond" in Table(game, lang="fr").status


# --------------------------------------------------------------------------- independent copies


def test_a_copy_starts_where_the_table_is_in_its_language_and_settings():
    t = Table(sn.new_game("klondike", deal=7, draw=3), lang="fr")
    t.game.play("t4-f1")
    t._movable.value = True
    t.game.autoplay = True
    c = t.copy()
    assert c is not t and c.game is not t.game
    assert c.game.to_text() == t.game.to_text()
    assert (c.game.deal, c.game.options, c.game.history) == (7, t.game.options, t.game.history)
    assert c.lang == "fr" and c._lang_toggle.value == "fr" and "Donne 7" in c.status
    assert c.show_movable and c._movable.value
    assert c.game.autoplay and c._autoplay.value
    assert (c.table_width, c.scale, c.canvas.width) == (t.table_width, t.scale, t.canvas.width)
    assert {name: d.value for name, d in c._option_widgets.items()} == {"draw": 3, "redeals": "unlimited"}


def test_a_move_on_the_copy_leaves_the_original_alone_and_back():
    t = klondike()
    t.select("tableau7", 1)
    c = t.copy()
    assert c.selection is None and t.selection == ("tableau7", 1)
    opening, redraws = t.game.to_text(), t.redraw_count
    assert c.play("t4-f1") and c.game.move_count == 1
    assert t.game.to_text() == opening and t.game.move_count == 0
    assert t.redraw_count == redraws and t.selection == ("tableau7", 1)
    copy_redraws = c.redraw_count
    assert t.play("t7-t1")
    assert [card.code for card in c.game.pile("tableau1").cards] == ["4S"]
    assert c.redraw_count == copy_redraws and c.game.move_count == 1
    c.undo()
    assert c.game.move_count == 0
    assert t.game.move_count == 1 and t.game.pile("tableau1").cards[-1].code == "3D"


def test_the_same_table_shown_twice_is_one_game():
    """Two outputs of one ``table`` are views of one widget: no copy is made behind the learner's back."""
    t = klondike()
    first, second = t._repr_mimebundle_(), t._repr_mimebundle_()
    widget = "application/vnd.jupyter.widget-view+json"
    assert first[widget]["model_id"] == second[widget]["model_id"] == t.model_id
    assert t.copy().model_id != t.model_id


def test_peek_and_double_click_name_a_wrong_pile_or_place_clearly():
    from solitaire_nb.engine.moves import PileError
    t = klondike()
    before = t.game.to_json()
    for call in (lambda: t.peek("tableau1", 999), lambda: t.peek("tableau1", "0"), lambda: t.peek("nope", 0),
                 lambda: t.double_click("nope"), lambda: t.double_click(None)):
        with pytest.raises(PileError) as info:  # a ValueError (and a KeyError)
            call()
        message = str(info.value)
        assert isinstance(info.value, ValueError) and ("no pile" in message or "no card" in message)
    assert t.game.to_json() == before and t.peeked is None



def test_to_foundation_is_the_old_name_of_double_click():
    t = Table(sn.new_game("klondike", deal=1))
    with pytest.warns(DeprecationWarning, match="double_click"):
        t.to_foundation("tableau1")
