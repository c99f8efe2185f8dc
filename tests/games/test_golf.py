"""Golf: deal, building on the waste, nothing on a King, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "golf"
pos = position_maker(GAME)


def test_deal_seven_columns_of_five_face_up_and_an_empty_waste():
    game = sn.new_game(GAME, deal=3)
    assert faces(game, "tableau") == [(5, 5)] * 7
    assert len(game.pile("stock").cards) == 17
    assert not any(c.face_up for c in game.pile("stock").cards)
    assert game.pile("waste").cards == [] and game.score == 0
    assert [m.kind for m in game.legal_moves()] == ["deal"]


def test_stock_turns_one_card_and_no_redeal():
    game = pos({"stock": "(5C) (6C)", "tableau1": "KD"})
    game.play("deal")
    assert [c.text() for c in game.pile("waste").cards] == ["6C"]
    game.play("deal")
    assert not game.pile("stock").cards
    assert game.stock_moves() == []


def test_one_rank_up_or_down_whatever_the_suit_without_wrap():
    game = pos({"waste": "8C", "tableau1": "9H", "tableau2": "7S", "tableau3": "5D", "tableau4": "8D"})
    assert game.check("t1-w") is None and game.check("t2-w") is None
    refused_by(game, "t3-w", "build_up_or_down")
    refused_by(game, "t4-w", "build_up_or_down")
    ace = pos({"waste": "AS", "tableau1": "2H", "tableau2": "KD"})
    refused_by(ace, "t2-w", "build_up_or_down")
    ace.play("t1-w")


def test_nothing_on_a_king_but_a_king_on_a_queen():
    game = pos({"waste": "KS", "tableau1": "QH", "tableau2": "AC"})
    refused_by(game, "t1-w", "golf_nothing_on_king")
    refused_by(game, "t2-w", "build_up_or_down")
    queen = pos({"waste": "QS", "tableau1": "KH"})
    queen.play("t1-w")


def test_only_top_cards_leave_and_nothing_comes_back():
    game = pos({"waste": "8C", "tableau1": "9H 4C", "tableau2": ""})
    refused_by(game, "t1-w", "build_up_or_down")
    refused_by(game, "w-t2", "tableau")
    refused_by(game, "t1-t2", "tableau")


def test_double_click_plays_onto_the_waste():
    game = pos({"waste": "8C", "tableau1": "9H", "tableau2": "4D"})
    assert game.double_click_move("tableau1").target == "waste"
    assert game.double_click_move("tableau2") is None


def test_score_counts_cleared_cards_and_an_empty_tableau_wins():
    game = pos({"waste": "5C", "tableau1": "6D", "stock": "(9S) (TS)"})
    assert game.score == 34
    game.play("t1-w")
    assert game.score == 35 and game.is_won()


def test_stuck_with_an_empty_stock_is_a_loss():
    game = pos({"waste": "5C", "tableau1": "9D"})
    assert game.is_lost()
    undo = pos({"waste": "5C", "tableau1": "9D 6D", "stock": "(2S)"})
    before = undo.to_json(history=False)
    undo.play("t1-w")
    undo.undo()
    assert undo.to_json(history=False) == before
