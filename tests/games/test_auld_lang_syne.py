"""Auld Lang Syne: deal, reserves, foundations, stock, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn
from solitaire_nb.teaching.family_positions import ACES_ON_FOUNDATIONS

GAME = "auld_lang_syne"
pos = position_maker(GAME)


def test_deal_aces_on_the_foundations_and_48_in_the_stock():
    game = sn.new_game(GAME, deal=5)
    assert [[c.code for c in p.cards] for p in game.group_piles("foundation")] == \
        [["AC"], ["AD"], ["AH"], ["AS"]]
    assert all(c.face_up for p in game.group_piles("foundation") for c in p.cards)
    stock = game.pile("stock").cards
    assert len(stock) == 48 and not any(c.face_up for c in stock) and all(c.rank != 1 for c in stock)
    assert faces(game, "reserve") == [(0, 0)] * 4
    assert game.score == 4


def test_each_click_deals_one_card_face_up_to_each_reserve_twelve_times():
    game = sn.new_game(GAME, deal=5)
    top = game.pile("stock").cards[-1]
    game.play("deal")
    assert faces(game, "reserve") == [(1, 1)] * 4 and game.pile("reserve1").cards[0].code == top.code
    for _ in range(11):
        game.play("deal")
    assert faces(game, "reserve") == [(12, 12)] * 4 and not game.pile("stock").cards
    assert game.deal_action() is None
    refused_by(game, "deal", "deal_to_each_pile")


def test_reserve_tops_go_to_foundations_only_one_up_regardless_of_suit():
    game = pos({**ACES_ON_FOUNDATIONS, "reserve1": "9C 2H", "reserve2": "3S", "reserve3": "",
                "stock": "(5D) (6D) (7D) (8D)"})
    refused_by(game, "r1-r3", "reserve")
    refused_by(game, "r2-r1", "reserve")
    refused_by(game, "r2-f1", "build_up")
    refused_by(game, "r1-f1x2", "single_card_move")
    game.play("r1-f3")
    game.play("r2-f3")
    assert [c.code for c in game.pile("foundation3").cards] == ["AH", "2H", "3S"]
    refused_by(game, "f3-r2", "out_of_play")
    assert game.score == 6


def test_double_click_sends_to_the_first_foundation_that_takes_it():
    game = pos({**ACES_ON_FOUNDATIONS, "reserve1": "2S", "stock": "(5D)"})
    move = game.double_click_move("reserve1")
    assert move is not None and move.target == "foundation1"


def test_won_and_lost():
    full = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}
    game = pos({**full, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "reserve2": "KS",
                "stock": ""})
    game.play("r2-f4")
    assert game.is_won() and game.score == 52
    lost = pos({**ACES_ON_FOUNDATIONS, "reserve1": "5C", "reserve2": "KD", "stock": ""})
    assert lost.is_lost()
