"""Redheads: 21-card reserve that fills empty piles; any card once it is empty (the manual)."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "redheads"
pos = position_maker(GAME)
FULL = {f"tableau{i}": c for i, c in enumerate("9S TD 2S 3S QS QH 7C".split(), 2)}


def test_deal():
    game = sn.new_game(GAME, deal=4)
    assert faces(game, "reserve") == [(21, 21)] and faces(game, "tableau") == [(1, 1)] * 8
    assert faces(game, "foundation") == [(1, 1)] + [(0, 0)] * 7 and faces(game, "waste") == [(1, 1)]
    assert len(game.pile("stock").cards) == 104 - 31


def test_reserve_fills_an_empty_pile():
    game = pos({"foundation1": "4C", "reserve1": "KC 8D", "tableau1": "5H", **FULL, "waste": "JC",
                "stock": "(6C)"}, state={"base_rank": 4})
    game.play("t1-f1")
    assert game.pile("tableau1").cards[-1].code == "8D" and game.pile("waste").cards[-1].code == "JC"
    refused_by(game, "r1-t2", "terrace_reserve_to_foundations")


def test_any_card_once_the_reserve_is_empty():
    game = pos({"foundation1": "4C", "tableau1": "", **FULL, "waste": "JC", "stock": "(6C)"},
               state={"base_rank": 4})
    assert game.check("w-t1") is None and game.check("t6-t1") is None
    refused_by(game, "t4-t3", "build_down")
    game.play("t6-t1")
    assert not game.pile("tableau6").cards  # not refilled: the reserve is empty


def test_loss():
    game = pos({"foundation1": "4C", "tableau1": "2H", "waste": "KD"}, state={"base_rank": 4})
    for i in range(2, 9):
        game.pile(f"tableau{i}").cards.append(sn.Card.parse("2S"))
    assert game.is_lost()
