"""Elevator: deal, covered and face-down cards, building on the waste, stock, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn
from solitaire_nb.rules.covering import pyramid

GAME = "elevator"
pos = position_maker(GAME)

BOTTOM = range(22, 29)


def test_deal_a_pyramid_face_down_but_its_bottom_row_and_24_in_stock():
    game = sn.new_game(GAME, deal=4)
    assert faces(game, "tableau") == [(1, 0)] * 21 + [(1, 1)] * 7
    assert len(game.pile("stock").cards) == 24 and not game.pile("waste").cards
    assert all(not c.face_up for c in game.pile("stock").cards)
    assert game.score == 0 and not game.is_won()
    assert [m.source for m in game.legal_moves()] == ["stock"]


def test_the_pyramid_points_up_and_each_card_is_covered_by_two_of_the_row_below():
    covers = sn.new_game(GAME, deal=1).pile("tableau1").group.covers
    assert covers == pyramid(7)
    assert covers[1] == (2, 3) and covers[21] == (27, 28) and covers[16] == (22, 23)
    assert all(covers[n] == () for n in BOTTOM)


def test_build_on_the_waste_up_or_down_any_suit_with_wrap():
    game = pos({"waste": "KH", "tableau22": "AS", "tableau23": "QC", "tableau24": "JH", "tableau25": "KD"})
    assert game.check("t22-w") is None and game.check("t23-w") is None
    refused_by(game, "t24-w", "build_up_or_down")
    refused_by(game, "t25-w", "build_up_or_down")
    game.play("t22-w")
    assert game.pile("waste").cards[-1].code == "AS"
    assert game.check("t25-w") is None


def test_an_empty_waste_takes_nothing_and_the_pyramid_takes_nothing():
    game = pos({"stock": "(4C)", "tableau22": "5D", "tableau23": "3D"})
    refused_by(game, "t22-w", "waste_building")
    refused_by(game, "t22-t23", "tableau")
    game.play("deal")
    assert game.pile("waste").cards[-1].face_up
    assert {m.source for m in game.legal_moves()} == {"tableau22", "tableau23"}
    refused_by(game, "w-t22", "tableau")


def test_a_covered_card_is_not_free_and_a_face_down_card_turns_up_when_uncovered():
    game = pos({"waste": "5C", "tableau16": "(2H)", "tableau22": "4S", "tableau23": "3D",
                "tableau17": "7H", "tableau24": "KS"})
    refused_by(game, "t16-w", "face_down")
    refused_by(game, "t17-w", "free_card")
    game.play("t22-w")
    assert not game.pile("tableau16").cards[-1].face_up
    game.play("t23-w")
    assert game.pile("tableau16").cards[-1].face_up
    game.undo()
    assert not game.pile("tableau16").cards[-1].face_up and game.pile("tableau23").cards
    game.redo()
    game.play("t16-w")
    assert game.pile("waste").cards[-1].code == "2H"
    refused_by(game, "t17-w", "free_card")


def test_no_redeal_and_an_empty_stock_does_nothing():
    game = pos({"stock": "(9C)", "waste": "2S", "tableau28": "QD"})
    refused_by(game, "redeal", "redeal")
    game.play("deal")
    assert game.deal_action() is None
    refused_by(game, "redeal", "redeal")


def test_double_click_sends_a_free_card_to_the_waste():
    game = pos({"waste": "8C", "tableau22": "9H", "tableau23": "3H"})
    assert game.double_click_move("tableau22") == game.parse_move("t22-w")
    assert game.double_click_move("tableau23") is None


def test_score_one_point_per_pyramid_card_and_the_last_card_wins():
    game = pos({"waste": "7S", "tableau22": "8D", "tableau23": "6C", "tableau16": "(2H)"})
    assert game.score == 25
    game.play("t22-w")
    assert game.score == 26
    won = pos({"waste": "QS", "tableau1": "KD"})
    assert won.score == 27 and not won.is_won()
    won.play("t1-w")
    assert won.is_won() and won.score == 28


def test_lost_when_the_stock_is_empty_and_nothing_fits():
    game = pos({"waste": "5S", "tableau22": "9H", "tableau23": "2C"})
    assert game.is_lost()
    alive = pos({"waste": "5S", "stock": "(4C)", "tableau22": "9H"})
    assert not alive.is_lost()
