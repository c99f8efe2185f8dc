"""Royal East: deal, base card, single-card building with wrap, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "royal_east"
pos = position_maker(GAME)


def test_deal_base_card_cross_and_stock():
    game = sn.new_game(GAME, deal=9)
    assert faces(game, "tableau") == [(1, 1)] * 5
    assert faces(game, "foundation") == [(1, 1), (0, 0), (0, 0), (0, 0)]
    assert game.state["base_rank"] == game.pile("foundation1").cards[0].rank
    assert faces(game, "stock") == [(46, 0)] and game.score == 1


def test_one_card_per_click_and_no_redeal():
    game = pos({"stock": "(4C) (5D)", "tableau1": "5S"}, state={"base_rank": 9})
    assert game.play("deal").count == 1
    game.play("deal")
    refused_by(game, "redeal", "redeal")


def test_down_regardless_of_suit_single_cards_and_wrap():
    game = pos({"tableau1": "9C 8H", "tableau2": "TD", "tableau3": "9S", "tableau4": "AH", "tableau5": "QD",
                "waste": "KS"}, state={"base_rank": 5})
    refused_by(game, "t1-t2x2", "single_card_move")
    refused_by(game, "t5-t3", "build_down")
    game.play("t1-t3")
    game.play("w-t4")
    game.play("t1-t2")


def test_any_card_fills_an_empty_pile():
    game = pos({"tableau1": "", "tableau2": "QH", "waste": "3D"}, state={"base_rank": 9})
    game.play("t2-t1")
    game.play("w-t2")


def test_foundations_base_rank_wrap_out_of_play():
    game = pos({"foundation1": "5D", "foundation2": "QC KC", "tableau1": "5H", "tableau2": "AC",
                "tableau3": "2D", "waste": "6S"}, state={"base_rank": 5}, reachable=False)
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
    game = pos({"tableau1": "5H", "tableau2": "9S", "tableau3": "JD", "tableau4": "3C", "tableau5": "KD",
                "foundation1": "7C"}, state={"base_rank": 7})
    assert game.is_lost()
