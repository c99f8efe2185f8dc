"""Signora: empty tableau piles filled at once from the waste, then the stock; no stock lock."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "signora"
pos = position_maker(GAME)
FULL = {f"tableau{i}": c for i, c in enumerate("9S TD 2S 3S QS QH 7C 6S".split(), 2)}


def test_deal():
    game = sn.new_game(GAME, deal=4)
    assert faces(game, "reserve") == [(11, 11)] and faces(game, "tableau") == [(1, 1)] * 9
    assert faces(game, "foundation") == [(1, 1)] + [(0, 0)] * 7 and faces(game, "waste") == [(1, 1)]


def test_empty_pile_filled_from_the_waste_then_the_stock():
    game = pos({"foundation1": "4C", "tableau1": "5H", **FULL, "waste": "JC", "stock": "(6C) (2D)"},
               state={"base_rank": 4})
    game.play("t1-f1")
    assert game.pile("tableau1").cards[-1].code == "JC" and game.pile("waste").cards[-1].code == "2D"
    game = pos({"foundation1": "4C", "tableau1": "5H", **FULL, "stock": "(6C) (2D)"}, state={"base_rank": 4})
    game.play("t1-f1")
    assert game.pile("tableau1").cards[-1].code == "2D" and game.pile("waste").cards[-1].code == "6C"


def test_rules_and_no_lock():
    game = pos({"foundation1": "4C 5D", "reserve1": "6C", "tableau1": "7D", "tableau2": "6D", "waste": "9C",
                "stock": "(6C) (8H)"}, state={"base_rank": 4, "stock_locked": True}, reachable=False)
    assert game.check("r1-f1") is None and game.check("deal") is None
    refused_by(game, "t2-f1", "build_alternate_colour")
    refused_by(game, "r1-t1", "terrace_reserve_to_foundations")


def test_loss():
    game = pos({"foundation1": "4C", "tableau1": "2H", "waste": "KD"}, state={"base_rank": 4},
               reachable=False)
    for i in range(2, 10):
        game.pile(f"tableau{i}").cards.append(sn.Card.parse("2S"))
    assert game.is_lost()
