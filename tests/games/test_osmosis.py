"""Osmosis: deal, foundations ruled by the one above, reserves, stock, score, win and loss."""

import pytest
from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "osmosis"
pos = position_maker(GAME)
BASE = {"base_rank": 5}


@pytest.mark.parametrize("draw", [1, 3])
def test_deal_three_down_one_up_base_card_and_stock(draw):
    game = sn.new_game(GAME, deal=11, draw=draw)
    assert faces(game, "reserve") == [(4, 1)] * 4
    assert faces(game, "foundation") == [(1, 1), (0, 0), (0, 0), (0, 0)]
    assert game.state["base_rank"] == game.pile("foundation1").cards[0].rank
    assert len(game.pile("stock").cards) == 35 and not game.pile("waste").cards
    assert game.score == 1


def test_draw_one_with_two_redeals():
    game = pos({"foundation1": "5H", "stock": "(4C) (6D)"}, state=BASE)
    for _ in range(3):
        game.play("deal")
        game.play("deal")
        refused_by(game, "deal", "deal_to_waste")
        if _ < 2:
            game.play("redeal")
    refused_by(game, "redeal", "redeal")


def test_draw_three_with_unlimited_redeals():
    game = pos({"foundation1": "5H", "stock": "(4C) (6D) (7S) (8C)"}, state=BASE, draw=3)
    assert game.play("deal").count == 3
    assert game.play("deal").count == 1
    for _ in range(5):
        game.play("redeal")
        game.play("deal")
        game.play("deal")


def test_first_foundation_takes_any_card_of_its_suit():
    game = pos({"foundation1": "5H", "reserve1": "(3C) KH", "reserve2": "2H", "reserve3": "9S"},
               state=BASE)
    refused_by(game, "r3-f1", "foundation_above")
    game.play("r1-f1")
    game.play("r2-f1")
    assert [str(c) for c in game.pile("foundation1").cards] == ["5H", "KH", "2H"]
    assert game.pile("reserve1").cards[-1].face_up and game.score == 3


def test_other_foundations_start_in_order_with_the_base_rank():
    game = pos({"foundation1": "5H", "reserve1": "5D", "reserve2": "6C", "reserve3": "5S"},
               state=BASE)
    refused_by(game, "r2-f2", "base_card")
    refused_by(game, "r1-f3", "foundation_above")
    refused_by(game, "r1-f4", "foundation_above")
    assert game.double_click_move("reserve1").target == "foundation2"
    game.play("r1-f2")
    game.play("r3-f3")


def test_a_rank_must_lie_on_the_foundation_above():
    game = pos({"foundation1": "5H 9H", "foundation2": "5S", "foundation3": "5D",
                "reserve1": "9S", "reserve2": "9D", "reserve3": "JS", "reserve4": "9C"},
               state=BASE)
    refused_by(game, "r2-f3", "foundation_above")  # no 9 on the second foundation yet
    refused_by(game, "r3-f2", "foundation_above")  # no Jack on the first
    refused_by(game, "r4-f2", "foundation_above")  # not the suit of the second
    game.play("r1-f2")
    game.play("r2-f3")
    assert game.score == 6


def test_only_top_cards_move_one_at_a_time_to_foundations():
    game = pos({"foundation1": "5H 8H", "reserve1": "(3C) 4H", "reserve2": "6H 7H",
                "waste": "2H JH"}, state=BASE)
    refused_by(game, "r2-f1x2", "single_card_move")
    refused_by(game, "r1-r2", "reserve")
    refused_by(game, "w-r2", "reserve")
    refused_by(game, "f1-r1", "out_of_play")
    game.play("w-f1")
    game.play("w-f1")
    assert game.legal_moves() and all(m.target.startswith("foundation") for m in game.legal_moves())


def test_undo_restores_the_face_down_card():
    game = pos({"foundation1": "5H", "reserve1": "(3C) 4H", "stock": "(9C)"}, state=BASE)
    before = game.to_json(history=False)
    game.play("r1-f1")
    assert game.pile("reserve1").cards[-1].face_up
    game.undo()
    assert game.to_json(history=False) == before


def test_last_card_wins():
    full = {f"foundation{i}": " ".join(r + s for r in "56789TJQKA234") for i, s in enumerate("HSD", 1)}
    game = pos({**full, "foundation4": "5C 6C 7C 8C 9C TC JC QC KC AC 2C 3C", "waste": "4C"},
               state=BASE)
    game.play("w-f4")
    assert game.is_won() and game.score == 52


def test_nothing_left_to_play_is_a_loss():
    game = pos({"foundation1": "5H", "reserve1": "9S", "waste": "JS"}, state=BASE)
    assert [str(m) for m in game.legal_moves()] == ["redeal"] and not game.is_lost()
    game.redeals_used = 2
    assert game.legal_moves() == [] and game.is_lost() and not game.is_won()
    three = pos({"foundation1": "5H", "reserve1": "9S"}, state=BASE, draw=3)
    assert three.legal_moves() == [] and three.is_lost()
