"""Straight Up: Twos laid out, Aces high, reserve feeding, runs to foundations, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "straight_up"
pos = position_maker(GAME)

TWOS = {"foundation1": "2C", "foundation2": "2D", "foundation3": "2H", "foundation4": "2S"}


def test_deal_twos_reserve_tableau_and_stock():
    game = sn.new_game(GAME, deal=4)
    assert [[str(c) for c in p.cards] for p in game.group_piles("foundation")] == \
        [["2C"], ["2D"], ["2H"], ["2S"]]
    assert faces(game, "reserve") == [(13, 1)]
    assert faces(game, "tableau") == [(1, 1)] * 4
    assert faces(game, "stock") == [(31, 0)] and game.score == 0


def test_one_card_per_click_and_two_redeals():
    game = pos({**TWOS, "stock": "(4C)", "tableau1": "5S", "reserve1": "(3C) 9C"}, reachable=False)
    assert game.play("deal").count == 1
    game.play("redeal")
    game.play("deal")
    game.play("redeal")
    game.play("deal")
    refused_by(game, "redeal", "redeal")


def test_down_by_suit_king_on_ace_and_sequences():
    game = pos({**TWOS, "tableau1": "7H", "tableau2": "8H", "tableau3": "8D", "tableau4": "AS",
                "waste": "KS", "reserve1": "(3C) 9C"})
    refused_by(game, "t1-t3", "build_by_suit")
    game.play("t1-t2")
    game.play("w-t4")
    assert game.movable_counts("tableau2") == [1, 2] and game.movable_counts("tableau4") == [1, 2]


def test_reserve_refills_a_gap_then_only_the_waste_fills_gaps():
    game = pos({**TWOS, "tableau1": "4S", "tableau2": "5S", "tableau3": "JD", "tableau4": "QH",
                "reserve1": "(3C) 9C"})
    refused_by(game, "t1-r1", "reserve")
    game.play("t1-t2")
    assert [str(c) for c in game.pile("tableau1").cards] == ["9C"]
    assert faces(game, "reserve") == [(1, 1)]
    spent = pos({**TWOS, "tableau1": "", "tableau2": "QH JH", "tableau3": "5D", "waste": "3D"})
    refused_by(spent, "t2-t1x2", "empty_from_waste")
    refused_by(spent, "t3-t1", "empty_from_waste")
    spent.play("w-t1")


def test_foundations_from_two_to_ace_runs_and_out_of_play():
    game = pos({"foundation1": "2C 3C 4C 5C 6C 7C 8C 9C TC JC", "foundation2": "2D", "foundation3": "2H",
                "foundation4": "2S", "tableau1": "AC KC QC", "tableau2": "4D", "tableau3": "3H",
                "reserve1": "(3S) 9S"}, reachable=False)
    refused_by(game, "t2-f2", "build_up")
    game.play("t1-f1x3")
    assert [str(c) for c in game.pile("foundation1").cards][-3:] == ["QC", "KC", "AC"]
    refused_by(game, "f1-t2", "out_of_play")
    assert game.score == 12


def test_last_card_wins_with_48_points():
    full = {f"foundation{i}": " ".join(r + s for r in "23456789TJQKA") for i, s in enumerate("CDH", 1)}
    game = pos({**full, "foundation4": "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS", "tableau3": "AS"})
    game.play("t3-f4")
    assert game.is_won() and game.score == 48


def test_no_move_left_is_a_loss():
    game = pos({**TWOS, "tableau1": "5H", "tableau2": "9S", "tableau3": "JD", "tableau4": "KC"})
    assert game.is_lost()
