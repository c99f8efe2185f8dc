"""Kansas: deal, base card, reserve feeding, gaps filled from the waste, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "kansas"
pos = position_maker(GAME)


def test_deal_reserve_base_card_tableau_and_stock():
    game = sn.new_game(GAME, deal=5)
    assert faces(game, "reserve") == [(12, 1)]
    assert faces(game, "tableau") == [(1, 1)] * 3
    base = game.pile("foundation1").cards
    assert len(base) == 1 and base[0].face_up and game.state["base_rank"] == base[0].rank
    assert faces(game, "stock") == [(36, 0)] and game.score == 1


def test_one_card_per_click_and_no_redeal():
    game = pos({"stock": "(4C) (5D)", "tableau1": "5S", "tableau2": "JD", "tableau3": "QS",
                "reserve1": "(3C) 2C"}, state={"base_rank": 5})
    assert game.play("deal").count == 1
    game.play("deal")
    refused_by(game, "redeal", "redeal")


def test_down_regardless_of_suit_with_wrap_and_sequences():
    game = pos({"tableau1": "7H", "tableau2": "8H", "tableau3": "AD", "waste": "KS",
                "reserve1": "(3C) 9C"}, state={"base_rank": 5})
    refused_by(game, "t2-t1", "build_down")
    game.play("t1-t2")
    game.play("w-t3")
    assert game.movable_counts("tableau2") == [1, 2]


def test_reserve_refills_a_gap_then_only_the_waste_fills_gaps():
    game = pos({"tableau1": "4S", "tableau2": "5S", "tableau3": "JD", "reserve1": "(3C) 2C",
                "waste": "TH"}, state={"base_rank": 9})
    refused_by(game, "t1-r1", "reserve")
    game.play("t1-t2")
    assert [str(c) for c in game.pile("tableau1").cards] == ["2C"]
    assert faces(game, "reserve") == [(1, 1)]
    spent = pos({"tableau1": "", "tableau2": "QH JC", "tableau3": "5D", "waste": "3D"},
                state={"base_rank": 9})
    refused_by(spent, "t2-t1x2", "empty_from_waste")
    refused_by(spent, "t3-t1", "empty_from_waste")
    spent.play("w-t1")


def test_foundations_base_rank_wrap_out_of_play():
    game = pos({"foundation1": "5D", "foundation2": "QC KC", "tableau1": "5H", "tableau2": "AC",
                "tableau3": "2D", "reserve1": "(3C) 2C", "waste": "6S"}, state={"base_rank": 5},
                                                reachable=False)
    refused_by(game, "w-f3", "base_card")
    game.play("t1-f3")
    game.play("t2-f2")
    refused_by(game, "f2-t3", "out_of_play")
    assert game.score == 5


def test_last_card_wins():
    full = {f"foundation{i}": " ".join(r + s for r in "789TJQKA23456") for i, s in enumerate("CDH", 1)}
    game = pos({**full, "foundation4": "7S 8S 9S TS JS QS KS AS 2S 3S 4S 5S", "tableau3": "6S"},
               state={"base_rank": 7})
    game.play("t3-f4")
    assert game.is_won() and game.score == 52


def test_no_move_left_is_a_loss():
    game = pos({"tableau1": "5H", "tableau2": "9S", "tableau3": "JD", "waste": "3C",
                "foundation1": "7C"}, state={"base_rank": 7})
    assert game.is_lost()
