"""Labyrinth: deal, plays to the foundations, the two ways the top row is refilled, the row
deal, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "labyrinth"
pos = position_maker(GAME)

ACES = {"foundation1": "AC", "foundation2": "AD", "foundation3": "AH", "foundation4": "AS"}
TOP = {f"tableau{i}": card for i, card in enumerate("9C 9D 9H 9S TC TD TH TS".split(), start=1)}
DEALT = {"rows_dealt": True}


def codes(game, pile_id):
    return [str(c) for c in game.pile(pile_id).cards]


def test_deal_aces_on_the_foundations_eight_in_the_top_row_40_in_the_stock():
    game = sn.new_game(GAME, deal=4)
    assert [codes(game, f"foundation{i}") for i in range(1, 5)] == [["AC"], ["AD"], ["AH"], ["AS"]]
    assert faces(game, "tableau") == [(1, 1)] * 8
    assert faces(game, "column") == [(0, 0)] * 8
    stock = game.pile("stock").cards
    assert len(stock) == 40 and not any(c.face_up for c in stock)
    assert game.score == 0 and not game.state


def test_top_row_and_last_column_cards_go_up_in_suit_only_to_the_foundations():
    game = pos({**ACES, **TOP, "tableau1": "2H", "tableau2": "2C", "tableau3": "3S",
                "column1": "2S 2D", "stock": "(5C)"}, state=DEALT)
    assert game.is_legal("t1-f3") and game.is_legal("t2-f1") and game.is_legal("column1-f2")
    refused_by(game, "t2-f2", "build_by_suit")
    refused_by(game, "t3-f4", "build_up")
    refused_by(game, "column1-f4x2", "single_card_move")
    refused_by(game, "t1-t4", "tableau")
    refused_by(game, "t1-column2", "labyrinth_column")


def test_foundation_cards_stay():
    game = pos({**ACES, **TOP, "foundation3": "AH 2H", "stock": "(5C)"})
    refused_by(game, "f3-t1", "out_of_play")


def test_before_the_first_click_the_stock_refills_the_top_row():
    game = pos({**ACES, **TOP, "tableau1": "2H", "stock": "(5C) (6C)"})
    game.play("t1-f3")
    assert codes(game, "tableau1") == ["6C"] and game.pile("tableau1").cards[0].face_up
    assert codes(game, "stock") == ["5C"]


def test_a_click_deals_a_row_into_the_columns_or_an_empty_top_row_place():
    game = pos({**ACES, **TOP, "tableau3": "", "stock": "(2C) (3C) (4C) (5C) (6C) (7C) (8C) (JC) (QC)"})
    game.play("deal")
    assert game.state["rows_dealt"] is True
    assert codes(game, "column1") == ["QC"] and codes(game, "column2") == ["JC"]
    assert codes(game, "tableau3") == ["8C"] and game.pile("column3").cards == []
    assert [len(p.cards) for p in game.group_piles("column")] == [1, 1, 0, 1, 1, 1, 1, 1]
    assert all(c.face_up for p in game.group_piles("column") for c in p.cards)
    assert codes(game, "stock") == ["2C"]
    game.play("deal")  # the last card goes to the first column
    assert codes(game, "column1") == ["QC", "2C"]
    assert game.deal_action() is None
    refused_by(game, "deal", "labyrinth_deal")


def test_after_the_first_click_a_top_row_gap_takes_the_first_card_of_the_column_below():
    game = pos({**ACES, **TOP, "tableau1": "2H", "tableau2": "3H", "column1": "7C 8D",
                "stock": "(5C)"}, state=DEALT)
    game.play("t1-f3")
    assert codes(game, "tableau1") == ["7C"] and codes(game, "column1") == ["8D"]
    assert codes(game, "stock") == ["5C"]
    game.play("t2-f3")  # the column below is empty: the gap stays
    assert game.pile("tableau2").cards == []


def test_score_counts_cards_played_and_undo_is_exact():
    game = pos({**ACES, **TOP, "tableau1": "2H", "stock": "(3H) (6C)"})
    before = game.to_json(history=False)
    game.play("t1-f3")
    game.play("deal")
    assert game.score == 1
    game.undo()
    game.undo()
    assert game.to_json(history=False) == before and not game.state


def test_won_when_every_card_is_on_the_foundations():
    piles = {f"foundation{i}": " ".join(f"{r}{s}" for r in "A23456789TJQK")
             for i, s in enumerate("CDH", start=1)}
    piles["foundation4"] = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS"
    piles["column5"] = "KS"
    game = pos(piles, state=DEALT)
    assert not game.is_won()
    game.play("column5-f4")
    assert game.is_won() and game.score == 48


def test_lost_when_the_stock_is_empty_and_nothing_plays():
    game = pos({**ACES, **TOP, "column1": "5C"}, state=DEALT)
    assert not game.is_won() and game.is_lost()
