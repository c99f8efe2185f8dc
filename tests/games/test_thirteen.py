"""Thirteen: deal, face-down pyramid, pairs adding up to 13, Kings, waste, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "thirteen"
pos = position_maker(GAME)


def test_deal_pyramid_face_down_but_the_bottom_row_and_24_in_stock():
    game = sn.new_game(GAME, deal=3)
    assert faces(game, "tableau") == [(1, 0)] * 21 + [(1, 1)] * 7
    assert len(game.pile("stock").cards) == 24 and not game.pile("waste").cards
    assert not game.pile("foundation1").cards and game.score == 0
    assert all(m.source.startswith(("tableau2", "stock")) for m in game.legal_moves())


def test_a_pair_adding_up_to_13_leaves_in_one_move_and_scores_two():
    game = pos({"tableau22": "8S", "tableau23": "5D", "tableau24": "6C"})
    refused_by(game, "t22-t24", "pair_sum")
    game.play("t23-t22")
    assert not game.pile("tableau22").cards and not game.pile("tableau23").cards
    assert len(game.pile("foundation1").cards) == 2 and game.score == 2


def test_a_card_turns_up_when_both_cards_on_it_have_gone():
    game = pos({"tableau16": "(6H)", "tableau22": "7C", "tableau23": "JD", "tableau24": "2S",
                "tableau17": "(9S)"})
    refused_by(game, "t16-t24", "face_down")
    refused_by(game, "t22-t16", "face_down")
    game.play("t23-t24")
    assert game.pile("tableau16").cards[0].face_up is False  # tableau22 still lies on it
    assert game.pile("tableau17").cards[0].face_up  # tableau23 and tableau24 have gone
    other = pos({"tableau16": "(6H)", "tableau22": "7C", "tableau23": "6D"})
    other.play("t22-t23")
    assert other.pile("tableau16").cards[0].face_up


def test_kings_leave_alone_other_cards_need_a_partner():
    game = pos({"tableau22": "KH", "tableau23": "QC", "waste": "AD KS", "tableau1": "(KD)"})
    refused_by(game, "t23-f1", "removed_alone")
    refused_by(game, "t1-f1", "face_down")
    assert game.double_click_move("tableau22") == game.parse_move("t22-f1")
    game.play("t22-f1")
    game.play("w-f1")
    assert game.score == 2
    game.play("w-t23")
    assert game.score == 4


def test_the_waste_top_pairs_with_the_card_under_it_only():
    game = pos({"waste": "2H 4C 9D", "tableau22": "4H"})
    assert set(game.targets("waste")) == {"waste", "tableau22"}
    game.play("w-w")
    assert [str(c) for c in game.pile("waste").cards] == ["2H"]
    refused_by(game, "w-w", "pair_removal")


def test_stock_one_card_at_a_time_no_redeal():
    game = pos({"stock": "(3C) (5D)", "tableau22": "KC"})
    game.play("deal")
    assert [str(c) for c in game.pile("waste").cards] == ["5D"]
    game.play("deal")
    assert game.deal_action() is None
    refused_by(game, "redeal", "redeal")


def test_won_only_when_the_whole_pyramid_has_gone():
    game = pos({"foundation1": "AC QC", "tableau2": "JH", "tableau3": "2S"})
    assert not game.is_won()
    game.play("t3-t2")
    assert game.is_won() and game.score == 4


def test_lost_when_nothing_pairs_and_the_stock_is_empty():
    game = pos({"tableau1": "(6C)", "tableau22": "2C", "tableau23": "3D", "waste": "4S 5H"})
    assert game.is_lost()


def test_undo_restores_the_face_down_card():
    game = pos({"tableau16": "(6H)", "tableau22": "7C", "tableau23": "6D"})
    before = game.to_json(history=False)
    game.play("t22-t23")
    game.undo()
    assert game.to_json(history=False) == before
