"""Neighbor: deal, touching pairs adding up to 13, Kings alone, the gaps closing after every
removal, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "neighbor"
pos = position_maker(GAME)

RANKS = "A23456789TJQK"
# 25 cards, no King, and no two touching cards adding up to 13
GRID_CARDS = ("AC 2C 3C AD 2D 3D 4D 5D 3H 4H 5H AH 2H 4C 5C 3S 4S 5S AS 2S 8C 6C 6D 6H 9D").split()
GRID = {f"tableau{i}": card for i, card in enumerate(GRID_CARDS, 1)}


def grid_cards(game):
    return [" ".join(str(c) for c in p.cards) for p in game.group_piles("tableau")]


def test_the_test_grid_has_no_move():
    game = pos({**GRID, "stock": ""})
    assert game.legal_moves() == []


def test_deal_fills_the_grid_face_up_and_leaves_27_in_the_stock():
    game = sn.new_game(GAME, deal=5)
    assert faces(game, "tableau") == [(1, 1)] * 25
    stock = game.pile("stock").cards
    assert len(stock) == 27 and not any(c.face_up for c in stock)
    assert game.score == 0 and game.deal_action() is None  # the stock is never clicked


def test_touching_pairs_adding_up_to_13():
    for other in (7, 8, 9, 12, 14, 17, 18, 19):
        game = pos({"tableau13": "6C", f"tableau{other}": "7D", "stock": ""})
        assert game.check(f"t13-t{other}") is None
    game = pos({"tableau1": "QH", "tableau2": "AS", "tableau3": "8S", "tableau5": "9C",
                "tableau6": "4C", "tableau11": "AD", "tableau12": "JD", "tableau13": "2C"})
    assert game.check("t1-t2") is None and game.check("t13-t12") is None
    refused_by(game, "t2-t3", "pair_sum")          # 1 + 8
    refused_by(game, "t1-t11", "pair_touching")    # Q + A, two rows apart
    refused_by(game, "t5-t6", "pair_touching")     # 9 + 4: a row's end does not touch the next row


def test_kings_are_removed_alone_and_nothing_else_is():
    game = pos({"tableau1": "KC", "tableau2": "5D", "tableau3": "8H", "stock": "(2S)"})
    refused_by(game, "t2-f1", "removed_alone")
    refused_by(game, "t1-t2", "pair_sum")
    assert str(game.double_click_move("tableau1")) == "t1-f1"
    game.play("t1-f1")
    assert game.score == 1
    # the gap closed: 5D and 8H slid back, the stock filled the end
    assert grid_cards(game)[:3] == ["5D", "8H", "2S"]


def test_gaps_close_in_reading_order_and_the_stock_fills_the_end():
    game = pos({**GRID, "tableau5": "6S", "tableau6": "7H", "stock": "(7C) (8D) (9H)"})
    refused_by(game, "t5-t6", "pair_touching")
    game = pos({**GRID, "tableau4": "6S", "tableau10": "7H", "stock": "(QS) (JS) (KS)"})
    before = grid_cards(game)
    game.play("t4-t10")
    survivors = [c for i, c in enumerate(before) if i not in (3, 9)]
    assert grid_cards(game) == survivors + ["KS", "JS"]
    assert len(game.pile("stock").cards) == 1 and game.score == 2
    assert all(p.cards[-1].face_up for p in game.group_piles("tableau"))


def test_once_the_stock_is_empty_the_gaps_gather_at_the_end():
    game = pos({**GRID, "tableau1": "6S", "tableau2": "7H", "stock": ""})
    game.play("t2-t1")
    cards = grid_cards(game)
    assert cards[:23] == GRID_CARDS[2:] and cards[23:] == ["", ""]


def test_an_empty_slot_takes_nothing():
    game = pos({"tableau1": "6C", "tableau2": "7H"})
    refused_by(game, "t1-t3", "pair_removal")


def test_last_king_wins():
    game = pos({"foundation1": " ".join(r + s for r in RANKS for s in "CDHS" if r + s != "KS"),
                "tableau1": "KS"})
    game.play("t1-f1")
    assert game.is_won() and game.score == 52


def test_no_king_and_no_pair_is_a_loss():
    game = pos({**GRID, "stock": "(KS)"})
    assert game.legal_moves() == [] and game.is_lost()
