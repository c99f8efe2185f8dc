"""Sir Tommy: deal, one-card waste, reserves fed from the waste, foundations, score, win, loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "sir_tommy"
pos = position_maker(GAME)


def test_deal_everything_in_the_stock():
    game = sn.new_game(GAME, deal=3)
    stock = game.pile("stock").cards
    assert len(stock) == 52 and not any(c.face_up for c in stock)
    assert faces(game, "reserve") == [(0, 0)] * 4 and faces(game, "foundation") == [(0, 0)] * 4
    assert not game.pile("waste").cards and game.score == 0


def test_one_card_onto_an_empty_waste_only():
    game = sn.new_game(GAME, deal=3)
    top = game.pile("stock").cards[-1]
    game.play("deal")
    assert [c.code for c in game.pile("waste").cards] == [top.code] and game.pile("waste").cards[0].face_up
    refused_by(game, "deal", "one_card_waste")
    assert game.deal_action() is None
    game.play("w-r1")
    assert game.check("deal") is None


def test_reserves_take_any_card_but_only_from_the_waste():
    game = pos({"waste": "9H", "reserve1": "KS 5D", "reserve2": "2C", "foundation1": "AD",
                "stock": "(3C)"})
    refused_by(game, "r1-r2", "reserve_from_waste")
    refused_by(game, "r1-r3", "reserve_from_waste")
    refused_by(game, "r1-f1", "build_up")
    refused_by(game, "r1-f1x2", "single_card_move")
    game.play("w-r1")
    assert [c.code for c in game.pile("reserve1").cards] == ["KS", "5D", "9H"]
    game.play("r2-f1")
    assert game.score == 2


def test_foundations_start_with_any_ace_and_go_up_regardless_of_suit():
    game = pos({"foundation1": "AC 2H", "waste": "3S", "reserve1": "AD", "reserve2": "4C",
                "stock": "(5C)"})
    refused_by(game, "r2-f2", "base_card")
    refused_by(game, "r2-f1", "build_up")
    refused_by(game, "f1-r3", "out_of_play")
    game.play("w-f1")
    game.play("r2-f1")
    game.play("r1-f2")
    assert game.score == 5


def test_double_click_sends_to_a_foundation():
    game = pos({"foundation1": "AC", "waste": "2D", "reserve1": "AH", "stock": "(5C)"})
    assert game.double_click_move("waste").target == "foundation1"
    assert game.double_click_move("reserve1").target == "foundation2"


def test_won_and_lost():
    full = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}
    game = pos({**full, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "waste": "KS"})
    game.play("w-f4")
    assert game.is_won() and game.score == 52
    lost = pos({"foundation1": "AC 2H", "reserve1": "9D 4S", "reserve2": "5C"})
    assert lost.is_lost()
    not_lost = pos({"foundation1": "AC 2H", "reserve1": "9D 4S", "waste": "5C"})
    assert not not_lost.is_lost()
