"""First Law: deal, moving left onto the leftmost card of a rank, removing four of a kind,
gathering the piles, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "first_law"
pos = position_maker(GAME)


def codes(pile):
    return [c.code for c in pile.cards]


def test_the_game_opens_with_the_whole_deck_in_the_stock():
    game = sn.new_game(GAME, deal=4)
    assert faces(game, "tableau") == [(0, 0)] * 4
    assert len(game.pile("stock").cards) == 52 and game.score == 0
    assert [str(m) for m in game.legal_moves()] == ["deal"]


def test_each_click_deals_one_card_face_up_onto_each_pile():
    game = sn.new_game(GAME, deal=4)
    game.play("deal")
    assert faces(game, "tableau") == [(1, 1)] * 4 and len(game.pile("stock").cards) == 48


def test_a_card_goes_onto_the_leftmost_pile_showing_its_rank():
    game = pos({"tableau1": "7S", "tableau2": "7C", "tableau3": "KH", "tableau4": "7D"})
    assert game.is_legal("t4-t1") and game.is_legal("t2-t1")
    refused_by(game, "t4-t2", "first_law_leftmost_same_rank")
    refused_by(game, "t1-t2", "first_law_leftmost_same_rank")
    refused_by(game, "t3-t1", "first_law_leftmost_same_rank")
    assert str(game.double_click_move("tableau4")) == "t4-t1"
    assert game.double_click_move("tableau3") is None
    game.play("t4-t1")
    assert codes(game.pile("tableau1")) == ["7S", "7D"] and not game.pile("tableau4").cards


def test_empty_piles_are_filled_only_by_a_deal():
    game = pos({"tableau1": "4S", "tableau2": "", "tableau3": "9H", "tableau4": "2D",
                "stock": "(2C) (3C) (4C) (5C)"})
    refused_by(game, "t3-t2", "first_law_leftmost_same_rank")
    game.play("deal")
    assert faces(game, "tableau") == [(2, 2), (1, 1), (2, 2), (2, 2)]


def test_four_of_a_kind_are_removed_together_for_one_point():
    game = pos({"tableau1": "9S", "tableau2": "3D 9C", "tableau3": "9H", "tableau4": "9D"})
    refused_by(game, "t2-t1", "first_law_four_of_a_kind")
    assert str(game.double_click_move("tableau3")) == "t3-f1"
    game.play("t2-f1")
    assert sorted(codes(game.pile("foundation1"))) == ["9C", "9D", "9H", "9S"]
    assert codes(game.pile("tableau2")) == ["3D"] and game.score == 1
    game.undo()
    assert codes(game.pile("tableau2")) == ["3D", "9C"] and game.score == 0


def test_removal_needs_four_of_a_kind():
    game = pos({"tableau1": "9S", "tableau2": "9C", "tableau3": "9H", "tableau4": ""})
    refused_by(game, "t3-f1", "first_law_four_of_a_kind")


def test_an_empty_stock_gathers_the_piles_right_onto_left():
    game = pos({"tableau1": "4S 8H", "tableau2": "JC", "tableau3": "", "tableau4": "2D 5C"})
    refused_by(game, "deal", "deal_to_each_pile")
    game.play("redeal")
    assert faces(game, "tableau") == [(0, 0)] * 4
    stock = game.pile("stock").cards
    assert [c.code for c in stock] == ["5C", "2D", "JC", "8H", "4S"] and not any(c.face_up for c in stock)
    game.play("deal")
    assert [codes(p) for p in game.group_piles("tableau")] == [["4S"], ["8H"], ["JC"], ["2D"]]
    assert len(game.pile("stock").cards) == 1


def test_gathering_only_when_the_stock_is_empty():
    game = pos({"tableau1": "4S", "stock": "(2C)"})
    assert [str(m) for m in game.stock_moves()] == ["deal"]
    refused_by(game, "redeal", "first_law_gather")


def test_last_four_removed_wins_with_13_points():
    removed = " ".join(f"{r}{s}" for r in "A23456789TJQ" for s in "CDHS")
    game = pos({"foundation1": removed, "tableau1": "KC", "tableau2": "KD", "tableau3": "KH",
                "tableau4": "KS"})
    assert not game.is_won() and game.score == 12
    game.play("t1-f1")
    assert game.is_won() and game.score == 13


def test_play_going_in_circles_is_not_a_win():
    game = pos({"tableau1": "2C", "tableau2": "3D"})
    assert not game.is_won() and game.legal_moves()
    assert game.outcome().state == "stuck"
