"""Saratoga: deal, rules, redeal options, score, win and loss."""


import pytest
from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "saratoga"
pos = position_maker(GAME)

FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


@pytest.mark.parametrize("draw", [1, 3])
@pytest.mark.parametrize("redeals", [2, "unlimited"])
def test_deal_all_face_up_staircase(draw, redeals):
    game = sn.new_game(GAME, deal=9, draw=draw, redeals=redeals)
    assert faces(game, "tableau") == [(k, k) for k in range(1, 8)]
    assert len(game.pile("stock").cards) == 24
    assert game.redeals_left == (2 if redeals == 2 else None)
    assert game.deal_action().count == draw


def test_two_redeals_by_default_as_in_the_manual():
    game = pos({"stock": "(4C)"})
    for _ in range(2):
        game.play("deal")
        game.play("redeal")
    game.play("deal")
    refused_by(game, "redeal", "redeal")


def test_unlimited_redeals_as_in_aisleriot_code():
    game = pos({"stock": "(4C)"}, redeals="unlimited")
    for _ in range(5):
        game.play("deal")
        game.play("redeal")
    assert game.redeals_left is None


def test_score_and_last_move_wins():
    game = pos({**FULL, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "tableau7": "KS"})
    game.play("t7-f4")
    assert game.is_won() and game.score == 52
