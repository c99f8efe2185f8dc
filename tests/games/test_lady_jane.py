"""Lady Jane: deal, stock, base card, tableau rules, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn
from solitaire_nb.table import Table

GAME = "lady_jane"
pos = position_maker(GAME)


def test_deal_staircase_reserves_base_card_and_stock():
    game = sn.new_game(GAME, deal=5)
    assert faces(game, "tableau") == [(k, 1) for k in range(1, 8)]
    assert faces(game, "reserve") == [(1, 1)] * 7
    base = game.pile("foundation1").cards
    assert len(base) == 1 and base[0].face_up and game.state["base_rank"] == base[0].rank
    assert faces(game, "foundation")[1:] == [(0, 0)] * 3
    stock = game.pile("stock").cards
    assert len(stock) == 16 and not any(c.face_up for c in stock)
    assert not game.pile("waste").cards and game.score == 1


def test_stock_deals_seven_seven_then_lays_the_last_two_open():
    game = sn.new_game(GAME, deal=5)
    game.play("deal")
    assert faces(game, "reserve") == [(2, 2)] * 7
    game.play("deal")
    assert faces(game, "reserve") == [(3, 3)] * 7
    game.play("deal")
    stock, waste = game.pile("stock").cards, game.pile("waste").cards
    assert len(stock) == 1 and stock[0].face_up and len(waste) == 1 and waste[0].face_up
    assert game.deal_action() is None and game.check("deal") is not None
    game.undo()
    assert len(game.pile("stock").cards) == 2 and not any(c.face_up for c in game.pile("stock").cards)


def test_the_open_stock_card_and_the_waste_card_play():
    game = pos({"stock": "(5S) (9H)", "tableau1": "TC", "tableau2": "6H"}, state={"base_rank": 5})
    refused_by(game, "s-t1", "stock")
    game.play("deal")
    game.play("w-t1")
    game.play("s-f1")
    assert not game.pile("stock").cards and game.score == 1


def test_build_down_alternate_colour_with_king_on_ace():
    game = pos({"tableau1": "(4C) 7H", "tableau2": "8S", "tableau3": "8D", "tableau4": "AC",
                "tableau5": "KH"}, state={"base_rank": 5})
    refused_by(game, "t1-t3", "build_alternate_colour")
    game.play("t5-t4")
    game.play("t1-t2")
    assert game.pile("tableau1").cards[-1].face_up


def test_nothing_goes_on_a_base_rank_card():
    game = pos({"tableau1": "4S", "tableau2": "5H", "tableau3": "(2D) 9D 8S"}, state={"base_rank": 5})
    refused_by(game, "t1-t2", "lady_jane_nothing_on_base")
    other = pos({"tableau1": "4S", "tableau2": "5H"}, state={"base_rank": 9})
    assert other.check("t1-t2") is None


def test_empty_pile_takes_the_rank_below_the_base():
    game = pos({"tableau1": "", "tableau2": "(KC) 4H 3S", "tableau3": "6D"}, state={"base_rank": 5})
    refused_by(game, "t3-t1", "lady_jane_empty_below_base")
    game.play("t2-t1x2")
    ace = pos({"tableau1": "", "tableau2": "(3C) KD", "tableau3": "QS"}, state={"base_rank": 1})
    refused_by(ace, "t3-t1", "lady_jane_empty_below_base")
    ace.play("t2-t1")


def test_reserves_give_but_take_nothing():
    game = pos({"reserve1": "9C", "reserve2": "5D", "tableau1": "TH", "tableau2": "8D"},
               state={"base_rank": 5})
    refused_by(game, "t2-r1", "reserve")
    game.play("r1-t1")
    game.play("r2-f2")
    assert game.score == 1


def test_foundations_wrap_and_stay_in_play_with_score():
    game = pos({"foundation1": "QC KC", "tableau1": "AC", "tableau2": "AD", "tableau3": "2H"},
               state={"base_rank": 12})
    refused_by(game, "t2-f1", "build_by_suit")
    game.play("t1-f1")
    assert game.score == 3
    game.play("f1-t3")
    assert game.score == 2


def test_last_move_wins():
    full = {f"foundation{i}": " ".join(r + s for r in "789TJQKA23456") for i, s in enumerate("CDH", 1)}
    game = pos({**full, "foundation4": "7S 8S 9S TS JS QS KS AS 2S 3S 4S 5S", "reserve3": "6S"},
               state={"base_rank": 7})
    game.play("r3-f4")
    assert game.is_won() and game.score == 52


def test_no_move_left_is_a_loss():
    game = pos({"tableau1": "5H", "tableau2": "9S", "reserve1": "2C"}, state={"base_rank": 7})
    assert game.is_lost()


def _click(table, pile_id, index=None):
    x, y = table.point(pile_id, index)
    table.on_mouse_down(x, y)
    table.on_mouse_up(x, y)


def test_the_open_stock_card_is_picked_up_on_the_table():
    table = Table(pos({"stock": "(5S) (9H)", "tableau1": "TC", "tableau2": "6H"}, state={"base_rank": 5}))
    _click(table, "stock")
    assert table.game.move_count == 1 and table.game.pile("stock").cards[-1].face_up
    _click(table, "stock", 0)
    assert table.selection == ("stock", 1) and "foundation1" in table.targets()
    _click(table, "foundation1")
    assert not table.game.pile("stock").cards and table.game.score == 1
