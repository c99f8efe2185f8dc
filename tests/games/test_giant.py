"""Giant: deal for both options, reserve, runs onto foundations, score, win and loss."""


import pytest
from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "giant"
pos = position_maker(GAME)

FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


@pytest.mark.parametrize("build", ["alternating_colours", "same_suit"])
def test_deal_one_face_up_card_per_pile(build):
    game = sn.new_game(GAME, deal=7, build=build)
    assert faces(game, "tableau") == [(1, 1)] * 8
    assert len(game.pile("stock").cards) == 96 and not game.pile("reserve1").cards
    assert len(game.group_piles("foundation")) == 8
    for _ in range(12):
        assert game.play("deal").count == 8
    assert game.deal_action() is None and all(len(p.cards) == 13 for p in game.group_piles("tableau"))


def test_deal_at_any_time_even_onto_empty_piles():
    game = pos({"stock": "(2C) (3C) (4C) (5C) (6C) (7C) (8C) (9C)", "tableau1": ""})
    game.play("deal")
    assert faces(game, "tableau") == [(1, 1)] * 8


def test_reserve_holds_one_card():
    game = pos({"tableau1": "QD JS", "tableau2": "9H"})
    refused_by(game, "t1-r1x2", "free_cell")
    game.play("t1-r1")
    refused_by(game, "t2-r1", "free_cell")
    game.play("r1-t1")


def test_same_suit_builds_and_runs_to_foundation():
    game = pos({"foundation1": "AH 2H", "tableau1": "5H 4H 3H", "tableau2": "TC", "tableau3": "TS 9H"},
               build="same_suit")
    refused_by(game, "t3-t2", "build_by_suit")
    game.play("t1-f1x3")
    assert [str(c) for c in game.pile("foundation1").cards] == ["AH", "2H", "3H", "4H", "5H"]
    assert game.score == 5


def test_alternating_colours_only_single_cards_go_up():
    game = pos({"foundation1": "AH 2H", "tableau1": "4S 3H"})
    refused_by(game, "t1-f1x2", "run_to_foundation")
    game.play("t1-f1")


def test_last_move_wins_with_104():
    full = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDHSCDH", 1)}
    game = pos({**full, "foundation8": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "reserve1": "KS"})
    game.play("r1-f8")
    assert game.is_won() and game.score == 104


def test_no_move_left_is_a_loss():
    piles = {f"tableau{i}": c for i, c in enumerate("5C 5D 5H 5S 5C 5D 5H 5S".split(), 1)}
    game = pos({**piles, "reserve1": "9C"})
    assert game.is_lost()
