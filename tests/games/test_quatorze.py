"""Quatorze: deal, pairs adding up to 14 in one row or column, refilling from the stock, the
gaps closing once it is empty, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "quatorze"
pos = position_maker(GAME)

RANKS = "A23456789TJQK"
# 25 cards, no two of one row or column adding up to 14 (ranks A-6 at most 12 together;
# the King in the last slot has no Ace in its row or column)
GRID_CARDS = ("AC 2C 3C 4C 5C 6C AD 2D 3D 4D 5D 6D AH 2H 3H 4H 5H 6H AS 2S 3S 4S 5S 6S "
              "KC").split()
GRID = {f"tableau{i}": card for i, card in enumerate(GRID_CARDS, 1)}


def grid_cards(game):
    return [" ".join(str(c) for c in p.cards) for p in game.group_piles("tableau")]


def test_the_test_grid_has_no_move():
    assert pos({**GRID, "stock": ""}).legal_moves() == []


def test_deal_fills_the_grid_face_up_and_leaves_27_in_the_stock():
    game = sn.new_game(GAME, deal=9)
    assert faces(game, "tableau") == [(1, 1)] * 25
    stock = game.pile("stock").cards
    assert len(stock) == 27 and not any(c.face_up for c in stock)
    assert game.score == 0 and game.deal_action() is None  # the stock is never clicked


def test_pairs_adding_up_to_14_in_one_row_or_column_however_far():
    game = pos({"tableau1": "5C", "tableau2": "8S", "tableau5": "9D", "tableau7": "9S",
                "tableau21": "9H", "tableau6": "7C", "tableau11": "7D"})
    assert game.check("t1-t5") is None and game.check("t21-t1") is None
    assert game.check("t6-t11") is None  # two 7s
    refused_by(game, "t1-t7", "pair_in_line")
    refused_by(game, "t1-t2", "pair_sum")


def test_no_card_is_removed_alone_and_empty_slots_take_nothing():
    game = pos({"tableau1": "KC", "tableau2": "AD"})
    refused_by(game, "t1-f1", "pair_removal")
    refused_by(game, "t1-t3", "pair_removal")


def test_the_stock_refills_the_moved_cards_slot_first_then_its_partners():
    game = pos({**GRID, "tableau3": "7D", "tableau18": "7H", "tableau8": "9C",
                "stock": "(8D) (9D) (TD)"})
    game.play("t18-t3")
    cards = grid_cards(game)
    assert cards[17] == "TD" and cards[2] == "9D"
    assert len(game.pile("stock").cards) == 1 and game.score == 2


def test_the_last_stock_card_then_the_gaps_close():
    game = pos({**GRID, "tableau3": "7D", "tableau18": "7H", "stock": "(TD)"})
    before = grid_cards(game)
    game.play("t18-t3")
    expected = before[:]
    expected[17] = "TD"
    del expected[2]
    assert grid_cards(game) == expected + [""]


def test_with_an_empty_stock_the_gaps_close_in_reading_order():
    game = pos({**GRID, "tableau3": "7D", "tableau18": "7H", "stock": ""})
    before = grid_cards(game)
    game.play("t3-t18")
    survivors = [c for i, c in enumerate(before) if i not in (2, 17)]
    assert grid_cards(game) == survivors + ["", ""]
    assert all(p.cards[-1].face_up for p in game.group_piles("tableau") if p.cards)


def test_last_pair_wins():
    game = pos({"foundation1": " ".join(r + s for r in RANKS for s in "CDHS" if r + s not in ("7C", "7S")),
                "tableau1": "7C", "tableau2": "7S"})
    game.play("t1-t2")
    assert game.is_won() and game.score == 52


def test_no_pair_in_line_is_a_loss():
    game = pos({**GRID, "stock": "(KS)"})
    assert game.legal_moves() == [] and game.is_lost()
