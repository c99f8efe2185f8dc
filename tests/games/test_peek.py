"""Peek: Osmosis's rules with every reserve card face up."""

import pytest
from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "peek"
pos = position_maker(GAME)
BASE = {"base_rank": 5}


@pytest.mark.parametrize("draw", [1, 3])
def test_deal_four_face_up_cards_per_reserve_base_card_and_stock(draw):
    game = sn.new_game(GAME, deal=5, draw=draw)
    assert faces(game, "reserve") == [(4, 4)] * 4
    assert faces(game, "foundation") == [(1, 1), (0, 0), (0, 0), (0, 0)]
    assert game.state["base_rank"] == game.pile("foundation1").cards[0].rank
    assert len(game.pile("stock").cards) == 35 and game.score == 1
    assert game.ruleset.stock_group.redeals.limit == (None if draw == 3 else 2)


def test_foundations_are_ruled_by_the_one_above():
    game = pos({"foundation1": "5H 9H", "foundation2": "5S", "reserve1": "7C 9S",
                "reserve2": "JS", "reserve3": "5D", "waste": "6H"}, state=BASE)
    refused_by(game, "r2-f2", "foundation_above")
    refused_by(game, "r3-f4", "foundation_above")
    refused_by(game, "r1-f2x2", "single_card_move")
    game.play("r1-f2")
    game.play("w-f1")
    game.play("r3-f3")
    assert game.score == 6


def test_only_foundations_take_cards_and_undo_is_exact():
    game = pos({"foundation1": "5H", "reserve1": "6H 4H", "reserve2": "8C"}, state=BASE)
    refused_by(game, "r1-r2", "reserve")
    refused_by(game, "f1-r2", "out_of_play")
    before = game.to_json(history=False)
    game.play("r1-f1")
    game.play("r1-f1")
    game.undo()
    game.undo()
    assert game.to_json(history=False) == before


def test_won_and_lost():
    full = {f"foundation{i}": " ".join(r + s for r in "56789TJQKA234") for i, s in enumerate("HSD", 1)}
    game = pos({**full, "foundation4": "5C 6C 7C 8C 9C TC JC QC KC AC 2C 3C", "reserve4": "4C"},
               state=BASE)
    game.play("r4-f4")
    assert game.is_won() and game.score == 52
    stuck = pos({"foundation1": "5H", "reserve1": "9S 8C"}, state=BASE, draw=3)
    assert stuck.legal_moves() == [] and stuck.is_lost()
