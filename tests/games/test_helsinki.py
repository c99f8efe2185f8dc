"""Helsinki: deal, pairs adding up to 13, Kings alone, refills from the stock, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "helsinki"
pos = position_maker(GAME)

# ten cells with no pair among them (a full table, as while the stock has cards)
FULL = {f"tableau{i}": card for i, card in enumerate("9C 9D 9H 9S 3C 3D 3H 3S 8C 8D".split(), 1)}


def test_deal_ten_face_up_cells_and_42_in_the_stock():
    game = sn.new_game(GAME, deal=6)
    assert faces(game, "tableau") == [(1, 1)] * 10
    stock = game.pile("stock").cards
    assert len(stock) == 42 and not any(c.face_up for c in stock)
    assert game.score == 0


def test_pairs_adding_up_to_thirteen():
    game = pos({"tableau1": "6H", "tableau2": "7C", "tableau3": "JD", "tableau4": "2S", "tableau5": "QC",
                "tableau6": "AH", "tableau7": "6S", "tableau8": "KD"})
    for move in ("t1-t2", "t2-t1", "t3-t4", "t5-t6", "t7-t2"):
        assert game.is_legal(move), move
    refused_by(game, "t1-t7", "pair_sum")
    refused_by(game, "t8-t6", "pair_sum")
    refused_by(game, "t1-f1", "removed_alone")


def test_a_king_leaves_alone_with_a_double_click_and_its_cell_is_refilled():
    game = pos({**FULL, "tableau1": "9C", "tableau4": "KS", "stock": "(2C) (QS)"})
    assert game.double_click_move("tableau4") == game.parse_move("t4-f1")
    assert game.double_click_move("tableau1") is None
    game.play("t4-f1")
    assert str(game.pile("tableau4").cards[0]) == "QS" and game.score == 1
    refused_by(game, "deal", "stock_refills_cells")


def test_the_dragged_cards_cell_is_refilled_first_and_a_pair_scores_two():
    game = pos({**FULL, "tableau1": "6H", "tableau2": "9C", "tableau3": "7C", "stock": "(2C) (QS) (JH)"})
    before = game.to_json(history=False)
    game.play("t3-t1")
    assert str(game.pile("tableau3").cards[0]) == "JH" and str(game.pile("tableau1").cards[0]) == "QS"
    assert game.score == 2
    game.undo()
    assert game.to_json(history=False) == before


def test_won_when_every_card_is_gone():
    rest = " ".join(r + s for s in "CDHS" for r in "A23456789TJQK" if r + s != "KC")
    game = pos({"foundation1": rest, "tableau7": "KC"})
    game.play("t7-f1")
    assert game.is_won() and game.score == 52


def test_lost_when_no_pair_and_no_king_is_left():
    game = pos({"tableau1": "6H", "tableau2": "6C", "tableau3": "9D"})
    assert game.is_lost()
