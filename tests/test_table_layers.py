"""The table draws in two layers: the cards layer only when cards move, the marks
layer (selection, destinations, hint, drag) on every change; cards are copies of
pictures drawn once per card and size."""

from __future__ import annotations

import pytest

import solitaire_nb as sn
from solitaire_nb.table import Table
from solitaire_nb.table import drawing as widget_module
from solitaire_nb.table.cards import STANDARD, card_key, sprite_items
from solitaire_nb.table.scene import View, build_cards
from solitaire_nb.table.sprites import sprites_for


@pytest.fixture
def painted(monkeypatch):
    """The layers painted since the fixture started, with their display lists."""
    calls = []
    real = widget_module.paint

    def spy(canvas, items, *args, **kwargs):
        items = list(items)
        calls.append((canvas, items))
        return real(canvas, items, *args, **kwargs)
    monkeypatch.setattr(widget_module, "paint", spy)
    return calls


def layers(table, calls):
    names = {id(table.cards_layer): "cards", id(table.marks_layer): "marks"}
    return [names[id(canvas)] for canvas, _ in calls if id(canvas) in names]  # other tables too


def click(table, pile_id, index=None):
    x, y = table.point(pile_id, index)
    table.on_mouse_down(x, y)
    table.on_mouse_up(x, y)


def test_a_selection_draws_only_the_marks_layer(painted):
    table = Table(sn.new_game("klondike", deal=7))
    painted.clear()
    click(table, "tableau5")                      # 2C: tableau7 lights up
    assert table.targets() == ["tableau7"]
    assert layers(table, painted) == ["marks"]
    marks = painted[-1][1]
    assert any(item[0] == "circle" for item in marks)   # the destination's check-mark badge
    painted.clear()
    table.clear_selection()                        # the marks are wiped, the cards stay
    assert layers(table, painted) == ["marks"]
    painted.clear()
    table.redraw()                                 # nothing shown, nothing changed: nothing sent
    assert painted == []


def test_a_move_draws_the_cards_layer_again(painted):
    table = Table(sn.new_game("klondike", deal=7))
    painted.clear()
    table.select("tableau5")
    assert table.move_to("tableau7")
    assert "cards" in layers(table, painted)
    painted.clear()
    table.game.undo()                              # a change made in code: drawn as well
    assert "cards" in layers(table, painted)


def test_a_drag_lifts_the_cards_into_the_marks_layer(painted):
    table = Table(sn.new_game("klondike", deal=7))
    x, y = table.point("tableau5")
    table.on_mouse_down(x, y)
    painted.clear()
    table.on_mouse_move(x + 40, y + 40)
    table.redraw()
    sprites = [item for item in painted[-1][1] if item[0] == "sprite"]
    assert "cards" in layers(table, painted)       # 2C leaves its column...
    assert layers(table, painted)[-1] == "marks"
    assert any(item[1][1] == sn.Card.parse("2C") for item in sprites)  # ...and follows the pointer
    painted.clear()
    table.on_mouse_move(x + 80, y + 60)
    table.redraw()
    assert set(layers(table, painted)) == {"marks"}  # later frames (one or two, by timing): marks only


def test_a_new_view_gets_both_layers(painted):
    table = Table(sn.new_game("freecell", deal=1))
    table.select("tableau3")
    painted.clear()
    table._on_client_ready()
    assert sorted(layers(table, painted)) == ["cards", "marks"]


def pictures(table):
    """The keys of the card pictures the table's cards layer copies."""
    items = build_cards(table.game, table.geometry, View(lang=table.lang, sprites=True))
    return {item[1] for item in items if item[0] == "sprite"}


def test_each_card_picture_is_drawn_once_and_shared():
    sprites = sprites_for(2.0)
    first = Table(sn.new_game("klondike", deal=11))
    before = len(sprites)
    second = Table(sn.new_game("klondike", deal=11))   # same cards, same size: no new picture
    assert len(sprites) == before
    shown = pictures(second)
    assert len(sprites) == before and all(key in sprites for key in shown)   # every card's picture
    second.game.play(second.game.hint())
    second.redraw()
    after = pictures(second)
    assert len(sprites) <= before + len(after - shown)   # only the pictures of cards not shown before
    key = ("back", first.geometry.card_w, first.geometry.card_h, STANDARD)
    assert key == card_key(first.game.pile("stock").cards[-1], first.geometry.card_w,
                           first.geometry.card_h, "en")                # one way to name a picture
    assert sprites.canvas(key) is sprites.canvas(key)
    picture = sprite_items(key)
    assert picture and picture[0][0] == "rect"


def test_the_static_pictures_draw_every_card_in_full():
    table = Table(sn.new_game("klondike", deal=7))
    assert not any(item[0] == "sprite" for item in table.scene())
    assert b"<svg" in table._repr_svg_().encode() and table._repr_png_().startswith(b"\x89PNG")


def test_a_picture_drawn_anew_redraws_its_tables(painted):
    table = Table(sn.new_game("klondike", deal=7))
    sprites = sprites_for(table.scale)
    key = ("back", table.geometry.card_w, table.geometry.card_h, STANDARD)
    painted.clear()
    sprites._new_client(key)            # no event loop here: the tables redraw at once
    assert "cards" in layers(table, painted)
