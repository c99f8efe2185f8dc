"""Thieves: deal, building on the waste with wild Jokers, points per card, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn
from solitaire_nb.games.thieves import POINTS

GAME = "thieves"
pos = position_maker(GAME)


def test_deal_seven_columns_of_five_one_waste_card_and_eighteen_in_the_stock():
    game = sn.new_game(GAME, deal=5)
    assert faces(game, "tableau") == [(5, 5)] * 7
    assert faces(game, "waste") == [(1, 1)]
    assert len(game.pile("stock").cards) == 18
    assert not any(c.face_up for c in game.pile("stock").cards)
    assert sum(c.is_joker for p in game.piles for c in p.cards) == 2
    assert game.score == 0


def test_stock_turns_one_card_at_any_time_and_no_redeal():
    game = pos({"waste": "5C", "tableau1": "6D", "stock": "(9S)"})
    assert {m.kind for m in game.legal_moves()} == {"move", "deal"}
    game.play("deal")
    assert game.pile("waste").cards[-1].code == "9S" and game.stock_moves() == []


def test_one_rank_up_or_down_without_wrap():
    game = pos({"waste": "8C", "tableau1": "9H", "tableau2": "7S", "tableau3": "5D"})
    assert game.check("t1-w") is None and game.check("t2-w") is None
    refused_by(game, "t3-w", "build_up_or_down")
    king = pos({"waste": "KS", "tableau1": "QH", "tableau2": "AD"})
    refused_by(king, "t2-w", "build_up_or_down")
    king.play("t1-w")
    ace = pos({"waste": "AS", "tableau1": "KH", "tableau2": "2D"})
    refused_by(ace, "t1-w", "build_up_or_down")
    ace.play("t2-w")


def test_jokers_are_wild_both_ways():
    onto = pos({"waste": "JK", "tableau1": "5D", "tableau2": "KS"})
    assert onto.check("t1-w") is None and onto.check("t2-w") is None
    joker = pos({"waste": "7C", "tableau1": "JK"})
    joker.play("t1-w")
    assert joker.score == 0


def test_only_top_cards_leave_and_nothing_comes_back():
    game = pos({"waste": "8C", "tableau1": "9H 4C", "tableau2": ""})
    refused_by(game, "t1-w", "build_up_or_down")
    refused_by(game, "w-t2", "tableau")


def test_points_by_rank():
    assert [POINTS[r] for r in range(1, 14)] == [8, 6, 6, 4, 4, 2, 2, 2, 4, 4, 6, 6, 8]
    game = pos({"waste": "QC", "tableau1": "AD 2S JH KD", "stock": "(3C)"})
    game.play("t1-w")
    assert game.score == 8
    game.play("deal")
    assert game.score == 8
    game.undo()
    game.undo()
    assert game.score == 0 and game.pile("tableau1").cards[-1].code == "KD"
    game.play("t1-w")
    game.play("deal")
    refused_by(game, "t1-w", "build_up_or_down")


def test_a_cleared_tableau_wins_and_an_empty_stock_with_no_move_loses():
    game = pos({"waste": "5C", "tableau1": "6D", "stock": "(9S)"}, state={"points": 40})
    game.play("t1-w")
    assert game.is_won() and game.score == 42
    lost = pos({"waste": "5C", "tableau1": "9D"})
    assert lost.is_lost()
