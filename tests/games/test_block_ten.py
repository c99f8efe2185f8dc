"""Block Ten: deal, pairs adding up to ten, refills from the stock, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "block_ten"
pos = position_maker(GAME)

GRID = {"tableau1": "QD", "tableau2": "6C", "tableau3": "TS", "tableau4": "4H", "tableau5": "3D",
        "tableau6": "8S", "tableau7": "9H", "tableau8": "5C", "tableau9": "7D"}


def test_deal_nine_face_up_cells_and_43_in_the_stock():
    game = sn.new_game(GAME, deal=3)
    assert faces(game, "tableau") == [(1, 1)] * 9
    stock = game.pile("stock").cards
    assert len(stock) == 43 and not any(c.face_up for c in stock)
    assert game.pile("foundation1").cards == [] and game.score == 0


def test_the_stock_is_never_clicked():
    game = pos({**GRID, "stock": "(2C) (QS)"})
    assert game.deal_action() is None
    refused_by(game, "deal", "stock_refills_cells")
    refused_by(game, "t1-stock", "stock")
    assert all(m.kind.name == "MOVE" for m in game.legal_moves())


def test_pairs_adding_up_to_ten_or_two_equal_court_cards():
    game = pos({"tableau1": "AD", "tableau2": "9S", "tableau3": "JD", "tableau4": "JC", "tableau5": "QH",
                "tableau6": "QS", "tableau7": "KD", "tableau8": "KH", "tableau9": "5C"})
    for move in ("t1-t2", "t2-t1", "t3-t4", "t5-t6", "t7-t8"):
        assert game.is_legal(move), move
    refused_by(game, "t3-t5", "pair_sum")
    refused_by(game, "t9-t1", "pair_sum")


def test_tens_never_leave():
    game = pos({"tableau1": "TS", "tableau2": "TH", "tableau3": "KC"})
    refused_by(game, "t1-t2", "pair_sum")
    refused_by(game, "t1-f1", "pair_removal")
    refused_by(game, "t3-f1", "pair_removal")
    assert not game.is_won() and game.is_lost()


def test_both_cells_refilled_the_dragged_cards_cell_first():
    game = pos({**GRID, "stock": "(2C) (QS) (JH)"})
    game.play("t4-t2")  # 4H from cell 4 onto 6C in cell 2
    assert str(game.pile("tableau4").cards[0]) == "JH" and str(game.pile("tableau2").cards[0]) == "QS"
    assert [str(c) for c in game.pile("foundation1").cards] == ["4H", "6C"]
    assert game.pile("stock").cards == [sn.parse_cards("(2C)")[0]]
    game.play("t5-t9")  # one card left: it goes where 3D was, 7D's cell stays empty
    assert str(game.pile("tableau5").cards[0]) == "2C" and not game.pile("tableau9").cards
    assert all(c.face_up for p in game.group_piles("tableau") for c in p.cards)


def test_score_two_points_a_pair_and_undo_is_exact():
    game = pos({**GRID, "stock": "(2C) (QS) (JH)"})
    before = game.to_json(history=False)
    game.play("t4-t2")
    assert game.score == 2
    game.play("t5-t9")
    assert game.score == 4
    game.undo()
    game.undo()
    assert game.to_json(history=False) == before


def test_won_when_only_tens_and_empty_cells_are_left():
    game = pos({"tableau1": "TS", "tableau3": "TD", "tableau5": "KC", "tableau9": "KH",
                "foundation1": "AC 9C"})
    assert not game.is_won()
    game.play("t5-t9")
    assert game.is_won() and game.score == 4


def test_lost_when_no_pair_is_left():
    game = pos({"tableau1": "TS", "tableau2": "5C", "tableau3": "8D", "tableau4": "KC"})
    assert not game.is_won() and game.is_lost()
