"""Cover: deal, pairs of the same suit, refills from the stock, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "cover"
pos = position_maker(GAME)

CELLS = {"tableau1": "3H", "tableau2": "3S", "tableau3": "KH", "tableau4": "9D"}


def test_deal_four_face_up_cells_and_48_in_the_stock():
    game = sn.new_game(GAME, deal=4)
    assert faces(game, "tableau") == [(1, 1)] * 4
    stock = game.pile("stock").cards
    assert len(stock) == 48 and not any(c.face_up for c in stock)
    assert game.score == 0 and not game.is_won()


def test_pairs_of_the_same_suit_only():
    game = pos({**CELLS, "stock": "(2C) (QS)"})
    assert sorted(str(m) for m in game.legal_moves()) == ["t1-t3", "t3-t1"]
    refused_by(game, "t1-t2", "pair_same_suit")
    refused_by(game, "t4-f1", "pair_removal")
    refused_by(game, "deal", "stock_refills_cells")


def test_the_dragged_cards_cell_is_refilled_first():
    game = pos({**CELLS, "stock": "(2C) (QS) (JH)"})
    game.play("t3-t1")
    assert str(game.pile("tableau3").cards[0]) == "JH" and str(game.pile("tableau1").cards[0]) == "QS"
    assert game.score == 2 and all(c.face_up for p in game.group_piles("tableau") for c in p.cards)


def test_won_as_soon_as_the_stock_is_empty():
    game = pos({**CELLS, "foundation1": " ".join(f"{r}C" for r in "3456789TJQ") + " 2D 4D",
                "stock": "(2H) (AH)"})
    game.play("t1-t3")
    assert game.is_won() and game.score == 14
    assert [str(p.cards[-1]) for p in game.group_piles("tableau")] == ["AH", "3S", "2H", "9D"]


def test_lost_when_four_suits_show_and_the_stock_is_not_empty():
    game = pos({"tableau1": "3H", "tableau2": "3S", "tableau3": "KC", "tableau4": "9D", "stock": "(2H)"})
    assert not game.is_won() and game.is_lost()
