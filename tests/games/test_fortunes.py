"""Fortunes: deal, discarding the lower card of a suit, empty piles, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "fortunes"
pos = position_maker(GAME)


def test_the_game_opens_with_the_whole_deck_in_the_stock():
    game = sn.new_game(GAME, deal=5)
    assert faces(game, "tableau") == [(0, 0)] * 4
    assert len(game.pile("stock").cards) == 52 and game.score == 0
    assert [str(m) for m in game.legal_moves()] == ["deal"]


def test_each_click_deals_one_card_face_up_onto_each_pile_thirteen_times():
    game = sn.new_game(GAME, deal=5)
    for k in range(1, 14):
        game.play("deal")
        assert faces(game, "tableau") == [(k, k)] * 4
    assert not game.pile("stock").cards and game.deal_action() is None
    refused_by(game, "deal", "deal_to_each_pile")


def test_discard_the_lower_card_of_a_suit_aces_high():
    game = pos({"tableau1": "5H", "tableau2": "9H", "tableau3": "AS", "tableau4": "KS"})
    assert game.is_legal("t1-f1") and game.is_legal("t4-f1")
    refused_by(game, "t2-f1", "fortunes_lower_of_suit")
    refused_by(game, "t3-f1", "fortunes_lower_of_suit")
    game.play("t4-f1")
    assert game.score == 1 and [c.code for c in game.pile("foundation1").cards] == ["KS"]
    refused_by(game, "f1-t4", "out_of_play")


def test_only_the_top_card_of_another_pile_counts():
    game = pos({"tableau1": "KH 2H", "tableau2": "9H 3C", "tableau3": "", "tableau4": ""})
    refused_by(game, "t1-f1", "fortunes_lower_of_suit")  # 9H is covered by 3C
    refused_by(game, "t1-f1x2", "foundation")


def test_double_click_discards():
    game = pos({"tableau1": "5H", "tableau2": "9H"})
    assert str(game.double_click_move("tableau1")) == "t1-f1"
    assert game.double_click_move("tableau2") is None


def test_empty_pile_takes_any_card_or_group_and_nothing_is_built():
    game = pos({"tableau1": "3C 7D QH", "tableau2": "", "tableau3": "4S", "tableau4": "5S"})
    assert game.movable_counts("tableau1") == [1, 2, 3]
    for move in ("t1-t2", "t1-t2x2", "t1-t2x3", "t3-t2"):
        assert game.is_legal(move)
    refused_by(game, "t3-t4", "fortunes_only_onto_empty")
    refused_by(game, "t4-t1", "fortunes_only_onto_empty")
    game.play("t1-t2x2")
    assert [c.code for c in game.pile("tableau2").cards] == ["7D", "QH"]


def test_won_with_the_four_aces_alone():
    removed = " ".join(f"{r}{s}" for s in "CDHS" for r in "23456789TJQK" if f"{r}{s}" != "KH")
    game = pos({"foundation1": removed, "tableau1": "AC", "tableau2": "AD KH", "tableau3": "AH",
                "tableau4": "AS"})
    assert not game.is_won()
    game.play("t2-f1")
    assert game.is_won() and game.score == 48


def test_not_won_while_the_stock_has_cards():
    game = pos({"tableau1": "AC", "tableau2": "AD", "tableau3": "AH", "tableau4": "AS", "stock": "(2C)"})
    assert not game.is_won()


def test_four_suits_and_an_empty_stock_is_a_loss():
    game = pos({"tableau1": "2C 5C", "tableau2": "9D", "tableau3": "KH", "tableau4": "3S"})
    assert not game.legal_moves() and game.is_lost()
