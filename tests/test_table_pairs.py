"""The table in the clearing games: pyramids drawn overlapping, pairs highlighted and
played by click or drag, a pair within the waste, the free-card refusal."""

from __future__ import annotations

import solitaire_nb as sn
from solitaire_nb.table.widget import Table


def click(table, pile_id, index=None):
    x, y = table.point(pile_id, index)
    table.on_mouse_down(x, y)
    table.on_mouse_up(x, y)
    table.interaction.last_click = None  # a new click next, not the second half of a double-click


def drag(table, pile_id, target_id, steps=6):
    x0, y0 = table.point(pile_id)
    x1, y1 = table.point(target_id)
    table.on_mouse_down(x0, y0)
    for k in range(1, steps + 1):
        table.on_mouse_move(x0 + (x1 - x0) * k / steps, y0 + (y1 - y0) * k / steps)
    table.on_mouse_up(x1, y1)


def thirteen(piles):
    return Table(sn.position("thirteen", piles))


def test_a_selected_card_lights_up_exactly_the_cards_it_pairs_with():
    t = thirteen({"tableau22": "6S", "tableau23": "7H", "tableau24": "7C", "tableau25": "8D",
                  "tableau26": "KS", "waste": "7D"})
    targets = t.select("tableau22")
    assert sorted(targets) == ["tableau23", "tableau24", "waste"]
    assert tuple(targets) == t.view().targets == tuple(t.game.targets("tableau22"))
    assert "6♠" in t.status


def test_click_then_click_removes_the_pair():
    t = thirteen({"tableau22": "6S", "tableau23": "7H", "tableau24": "9C"})
    click(t, "tableau22")
    click(t, "tableau23")
    assert not t.game.pile("tableau22").cards and not t.game.pile("tableau23").cards
    assert [c.code for c in t.game.pile("foundation1").cards] == ["6S", "7H"]
    assert t.game.score == 2 and t.selection is None


def test_dropping_a_card_on_its_partner_removes_both():
    t = thirteen({"tableau22": "6S", "tableau28": "7H"})
    drag(t, "tableau22", "tableau28")
    assert len(t.game.pile("foundation1").cards) == 2


def test_the_waste_pairs_with_the_card_under_it_by_a_second_click_or_a_drop_on_itself():
    t = thirteen({"waste": "9C 6S 7H", "tableau22": "AD"})
    assert "waste" in t.select("waste")
    click(t, "waste")                         # the waste is selected: a second click plays w-w
    assert [c.code for c in t.game.pile("waste").cards] == ["9C"]
    t.game.undo()
    x0, y0 = t.point("waste")
    t.on_mouse_down(x0, y0)                   # lift the top card, move it away and back
    t.on_mouse_move(x0 + 60, y0 + 60)
    t.on_mouse_move(x0 + 4, y0 + 4)
    t.on_mouse_up(x0 + 4, y0 + 4)
    assert [c.code for c in t.game.pile("waste").cards] == ["9C"]


def test_a_second_click_on_a_waste_that_does_not_pair_unselects_it():
    t = thirteen({"waste": "9C 7H", "tableau22": "AD"})
    click(t, "waste")
    assert t.selection == ("waste", 1)
    click(t, "waste")
    assert t.selection is None and len(t.game.pile("waste").cards) == 2


def test_a_covered_card_says_which_rule_holds_it():
    t = Table(sn.position("treize", {"tableau16": "6S", "tableau22": "7H", "tableau23": "9C"}))
    before = t.game.to_json()
    drag(t, "tableau22", "tableau16")         # 7H lies on 6S: the card in hand still covers it
    assert t.game.to_json() == before
    assert "covered" in t.status and "7♥" in t.status


def test_a_king_goes_alone_on_a_double_click():
    t = thirteen({"tableau22": "KD", "tableau23": "5C"})
    x, y = t.point("tableau22")
    for _ in range(2):
        t.on_mouse_down(x, y)
        t.on_mouse_up(x, y)
    assert [c.code for c in t.game.pile("foundation1").cards] == ["KD"]


def test_a_click_on_an_overlapped_pyramid_card_picks_the_card_on_top():
    t = Table(sn.new_game("escalator", deal=4))
    geometry = t.geometry
    for n in range(22, 29):                   # the bottom row lies on the row above
        x, y = geometry.card_center(t.game, f"tableau{n}")
        assert geometry.hit(t.game, x, y)[0] == f"tableau{n}"
    x, y, w, h = geometry.base_rect("tableau16")
    assert geometry.hit(t.game, x + w / 2, y + h * 0.2)[0] == "tableau16"  # its uncovered top edge


def test_an_emptied_pyramid_slot_draws_no_outline_and_takes_no_click():
    t = thirteen({"tableau22": "6S", "tableau23": "7H"})
    t.game.play("t22-t23")
    x, y, w, h = t.geometry.base_rect("tableau22")
    assert t.geometry.hit(t.game, x + w / 2, y + h - 2) is None
    labels = [item for item in t.scene() if item[0] == "text" and "Tableau 22" in str(item)]
    assert labels == []


def test_golf_double_click_plays_a_card_onto_the_waste():
    t = Table(sn.position("golf", {"tableau1": "3C 9D", "tableau2": "5H", "waste": "8S"}))
    x, y = t.point("tableau1")
    for _ in range(2):
        t.on_mouse_down(x, y)
        t.on_mouse_up(x, y)
    assert t.game.pile("waste").top.code == "9D"
