"""Jamestown: deal, pairs of the same rank, refills from the stock, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "jamestown"
pos = position_maker(GAME)

GRID = {"tableau1": "7H", "tableau2": "8H", "tableau3": "7S", "tableau4": "QD", "tableau5": "KC",
        "tableau6": "3S", "tableau7": "TD", "tableau8": "AH", "tableau9": "QC"}


def test_deal_nine_face_up_cells_and_43_in_the_stock():
    game = sn.new_game(GAME, deal=5)
    assert faces(game, "tableau") == [(1, 1)] * 9
    stock = game.pile("stock").cards
    assert len(stock) == 43 and not any(c.face_up for c in stock)
    assert game.score == 0


def test_pairs_of_the_same_rank_only():
    game = pos(GRID)
    for move in ("t1-t3", "t3-t1", "t4-t9", "t9-t4"):
        assert game.is_legal(move), move
    refused_by(game, "t1-t2", "pair_same_rank")
    refused_by(game, "t5-t4", "pair_same_rank")
    refused_by(game, "t5-f1", "pair_removal")
    assert sorted(str(m) for m in game.legal_moves()) == sorted(["t1-t3", "t3-t1", "t4-t9", "t9-t4"])


def test_the_stock_only_refills_the_cells_in_order():
    game = pos({**GRID, "stock": "(2C) (QS) (JH)"})
    refused_by(game, "deal", "stock_refills_cells")
    game.play("t3-t1")
    assert str(game.pile("tableau3").cards[0]) == "JH" and str(game.pile("tableau1").cards[0]) == "QS"
    assert game.score == 2


def test_won_when_every_card_is_gone():
    rest = " ".join(r + s for s in "CDHS" for r in "A23456789TJQK" if r + s not in ("KC", "KD"))
    game = pos({"foundation1": rest, "tableau2": "KC", "tableau7": "KD"})
    assert game.score == 50 and not game.is_won()
    game.play("t7-t2")
    assert game.is_won() and game.score == 52


def test_lost_when_no_two_cards_share_a_rank():
    game = pos({"tableau1": "7H", "tableau2": "8H", "tableau3": "9S"})
    assert game.is_lost()
