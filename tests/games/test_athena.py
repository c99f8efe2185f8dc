"""Athena: deal, rules, score, win and loss."""


import pytest
from game_tools import position_maker, refused_by

import solitaire_nb as sn

GAME = "athena"
pos = position_maker(GAME)

FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


@pytest.mark.parametrize("draw", [1, 3])
def test_deal_four_rows_down_up_down_up(draw):
    game = sn.new_game(GAME, deal=5, draw=draw)
    for pile in game.group_piles("tableau"):
        assert [c.face_up for c in pile.cards] == [False, True, False, True]
    assert len(game.pile("stock").cards) == 24 and not game.pile("waste").cards
    assert game.redeals_left == 2 and game.score == 0
    move = game.deal_action()
    assert move.kind == "deal" and move.count == draw


def test_face_down_card_in_the_middle_turns_up_when_uncovered():
    game = pos({"tableau1": "(5C) 9S (4D) 8H", "tableau2": "9C"})
    refused_by(game, "t1-t2x3", "face_down")
    game.play("t1-t2")
    assert game.pile("tableau1").cards[-1].face_up and str(game.pile("tableau1").cards[-1]) == "4D"
    assert not game.pile("tableau1").cards[0].face_up


def test_two_redeals_then_none():
    game = pos({"stock": "(4C)"})
    for _ in range(2):
        game.play("deal")
        game.play("redeal")
    game.play("deal")
    assert game.redeals_left == 0
    refused_by(game, "redeal", "redeal")
    assert game.is_lost()


def test_score_and_last_move_wins():
    game = pos({**FULL, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "waste": "KS"})
    assert game.score == 51
    game.play("w-f4")
    assert game.is_won() and game.score == 52
