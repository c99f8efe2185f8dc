"""Escalator: deal face up, free cards, building on the waste, stock, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn
from solitaire_nb.rules.covering import pyramid

GAME = "escalator"
pos = position_maker(GAME)


def test_deal_a_pyramid_all_face_up_and_24_in_stock():
    game = sn.new_game(GAME, deal=4)
    assert faces(game, "tableau") == [(1, 1)] * 28
    assert len(game.pile("stock").cards) == 24 and not game.pile("waste").cards
    assert all(not c.face_up for c in game.pile("stock").cards)
    assert game.score == 0 and not game.is_won()
    assert [m.source for m in game.legal_moves()] == ["stock"]
    assert game.pile("tableau1").group.covers == pyramid(7)


def test_only_the_bottom_row_is_free_at_the_start():
    game = sn.new_game(GAME, deal=4)
    free = [p.index for p in game.group_piles("tableau") if game.movable_counts(p.id)]
    assert free == list(range(22, 29))


def test_a_face_up_card_is_free_only_when_both_covering_cards_are_gone():
    game = pos({"waste": "5C", "tableau16": "4H", "tableau22": "6S", "tableau23": "5D"})
    refused_by(game, "t16-w", "free_card")
    game.play("t22-w")
    refused_by(game, "t16-w", "free_card")
    game.play("t23-w")
    game.play("t16-w")
    assert game.score == 28 and game.is_won()


def test_build_on_the_waste_up_or_down_any_suit_with_wrap():
    game = pos({"waste": "AH", "tableau22": "KS", "tableau23": "2C", "tableau24": "3H"})
    assert game.check("t22-w") is None and game.check("t23-w") is None
    refused_by(game, "t24-w", "build_up_or_down")


def test_an_empty_waste_and_the_pyramid_take_nothing_and_there_is_no_redeal():
    game = pos({"stock": "(4C)", "tableau22": "5D", "tableau23": "3D"})
    refused_by(game, "t22-w", "waste_building")
    refused_by(game, "t22-t23", "tableau")
    game.play("deal")
    refused_by(game, "redeal", "redeal")
    assert game.deal_action() is None
    assert game.double_click_move("tableau22") == game.parse_move("t22-w")


def test_score_undo_and_loss():
    game = pos({"waste": "7S", "tableau22": "8D", "tableau23": "QC", "tableau16": "2H"})
    assert game.score == 25
    game.play("t22-w")
    assert game.score == 26
    game.undo()
    assert game.score == 25 and game.pile("tableau22").cards[-1].code == "8D"
    assert game.is_lost() is False
    stuck = pos({"waste": "5S", "tableau22": "9H", "tableau23": "2C"})
    assert stuck.is_lost()
