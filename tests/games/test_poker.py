"""Poker: deal, placing cards, the next card turned, shuffle mode, hands and score, win and loss."""

import pytest
from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn
from solitaire_nb.games.poker import POINTS, hand_of, hands, hands_in_words

GAME = "poker"
pos = position_maker(GAME)


def cards(text):
    return sn.parse_cards(text)


@pytest.mark.parametrize("shuffle", [False, True])
def test_deal_one_card_on_the_waste(shuffle):
    game = sn.new_game(GAME, deal=4, shuffle=shuffle)
    assert faces(game, "waste") == [(1, 1)]
    stock = game.pile("stock").cards
    assert len(stock) == 51 and not any(c.face_up for c in stock)
    assert faces(game, "tableau") == [(0, 0)] * 25 and game.score == 0
    assert all(str(m).startswith("w-t") for m in game.legal_moves()) and len(game.legal_moves()) == 25


@pytest.mark.parametrize("hand, name", [
    ("9H TH JH QH KH", "straight_flush"), ("TS JS QS KS AS", "straight_flush"),
    ("5C 5D 5H 5S 9C", "four"), ("2C KD KH KS KC", "four"),
    ("AC 2D 3H 4S 5C", "straight"), ("TC JD QH KS AC", "straight"),
    ("3C 3D 3H 8S 8C", "full_house"), ("3C 3D 8H 8S 8C", "full_house"),
    ("4C 4D 4H 8S 9C", "three"), ("2D 4D 6D 8D TD", "flush"),
    ("2C 2D 5H 5S 9C", "two_pairs"), ("2C 2D 5H 6S 9C", "pair"), ("2C 4D 6H 8S TC", "nothing"),
    ("QC KD AH 2S 3C", "nothing"), ("JC JD JH 8S 9C", "three"),
])
def test_hands_scored_the_british_way(hand, name):
    assert hand_of(cards(hand)) == name


def test_points():
    assert POINTS == {"straight_flush": 30, "four": 16, "straight": 12, "full_house": 10, "three": 6,
                      "flush": 5, "two_pairs": 3, "pair": 1, "nothing": 0}


def test_the_waste_card_goes_into_any_empty_cell_and_stays():
    game = pos({"tableau1": "2S", "waste": "9D", "stock": "(3C) (4C)"})
    for cell in range(2, 26):
        assert game.is_legal(f"w-t{cell}")
    refused_by(game, "w-t1", "poker_places")
    refused_by(game, "t1-t2", "poker_fixed")
    refused_by(game, "deal", "poker_next_card")


def test_the_next_card_is_turned_when_the_card_is_placed():
    game = pos({"waste": "9D", "stock": "(3C) (4C)"})
    game.play("w-t13")
    assert [str(c) for c in game.pile("waste").cards] == ["4C"] and len(game.pile("stock").cards) == 1


def test_no_card_turned_once_the_grid_is_full():
    grid = {f"tableau{i}": c for i, c in enumerate(
        "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH".split(), 1)}
    game = pos({**grid, "waste": "QH", "stock": "(3C) (4C)"})
    game.play("w-t25")
    assert game.pile("waste").cards == [] and len(game.pile("stock").cards) == 2
    assert not game.legal_moves()


def test_shuffle_mode_moves_and_swaps():
    game = pos({"tableau1": "2S", "tableau2": "KH", "waste": "9D", "stock": "(3C)"}, shuffle=True)
    refused_by(game, "w-t1", "poker_places")
    game.play("t1-t2")
    assert str(game.pile("tableau1").cards[0]) == "KH" and str(game.pile("tableau2").cards[0]) == "2S"
    assert len(game.pile("tableau2").cards) == 1
    game.play("t2-t7")
    assert game.pile("tableau2").cards == [] and str(game.pile("tableau7").cards[0]) == "2S"
    assert [str(c) for c in game.pile("waste").cards] == ["9D"]  # no card turned by a grid move


def test_score_counts_complete_hands_and_undo_is_exact():
    game = pos({"tableau1": "2S", "tableau2": "2H", "tableau3": "7C", "tableau4": "7D",
                "tableau6": "2D", "tableau11": "2C", "tableau16": "7H",
                "waste": "KS", "stock": "(3C) (7S)"})
    before = game.to_json(history=False)
    assert game.score == 0
    game.play("w-t5")
    assert game.score == 3
    game.play("w-t21")  # 7S completes column 1: 2S 2D 2C 7H 7S, a full house
    assert game.score == 13
    words = hands_in_words(game).text("en")
    assert "Row 1: two pairs, 3 points" in words and "Column 1: full house, 10 points" in words
    assert "Colonne 1\u00a0: full, 10 points" in hands_in_words(game).text("fr")
    assert [h for _l, h, _p in hands(game)] == ["two_pairs", "full_house"]
    game.undo()
    game.undo()
    assert game.to_json(history=False) == before


LOW = ["6C 4D 9D 4C QC", "6D TS AC 8C 4H", "3D 8S JS AS 8D", "JD 2C 8H 7D KS", "7H 5C 4S 9S 6H"]
ROYAL = ["TS JS QS KS AS", "TH JH QH KH AH", "TD JD QD KD AD", "TC JC QC KC AC", "9S 9H 9D 9C 8S"]


def grid_of(rows):
    return {f"tableau{5 * r + c + 1}": card for r, row in enumerate(rows)
            for c, card in enumerate(row.split())}


def test_won_with_75_points_on_a_full_grid():
    grid = grid_of(ROYAL)
    last = grid.pop("tableau25")
    game = pos({**grid, "waste": last, "stock": "(2C)"})
    assert not game.is_won()
    game.play("w-t25")
    assert game.score >= 75 and game.is_won()


def test_lost_with_less_than_75_points():
    grid = grid_of(LOW)
    last = grid.pop("tableau25")
    game = pos({**grid, "waste": last, "stock": "(2H)"})
    game.play("w-t25")
    assert game.score == 4 and not game.is_won() and game.is_lost()


def test_shuffle_mode_needs_120_and_keeps_going_below():
    grid = grid_of(LOW)
    game = pos(grid, shuffle=True)
    assert not game.is_won() and game.legal_moves() and not game.is_lost()
    royal = pos(grid_of(ROYAL), shuffle=True)
    assert royal.score >= 120 and royal.is_won()
    assert pos(grid_of(ROYAL)).is_won()
