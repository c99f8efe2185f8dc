"""Glenwood: deal, chosen base card from the reserves, whole-pile moves, empty piles, stock, win."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "glenwood"
pos = position_maker(GAME)


def test_deal():
    game = sn.new_game(GAME, deal=11)
    assert faces(game, "reserve") == [(3, 3)] * 4 and faces(game, "tableau") == [(1, 1)] * 4
    assert all(not p.cards for p in game.group_piles("foundation")) and not game.pile("waste").cards
    assert len(game.pile("stock").cards) == 36 and not any(c.face_up for c in game.pile("stock").cards)
    moves = game.legal_moves()
    assert {(m.source, m.target) for m in moves} == {(f"reserve{i}", "foundation1") for i in range(1, 5)}


def test_the_base_is_chosen_from_a_reserve_to_the_first_foundation():
    game = pos({"reserve1": "2C 9D 7S", "reserve2": "4H", "tableau1": "8H", "stock": "(3D) (8C)"})
    refused_by(game, "r1-f2", "chosen_base_card")
    refused_by(game, "r1-t1", "chosen_base_card")
    refused_by(game, "t1-f1", "chosen_base_card")
    refused_by(game, "deal", "deal_to_waste")
    game.play("r1-f1")
    assert game.state["base_rank"] == 7 and game.score == 1
    assert game.check("deal") is None
    game.undo()
    assert "base_rank" not in game.state


def test_foundations_by_suit_wrapping():
    game = pos({"foundation1": "7S 8S 9S TS JS QS KS", "reserve1": "AS", "reserve2": "7H",
                "tableau1": "8H", "tableau2": "AC"}, state={"base_rank": 7})
    assert game.check("r1-f1") is None and game.check("r2-f2") is None
    refused_by(game, "t1-f2", "base_card")
    refused_by(game, "t2-f1", "build_by_suit")
    refused_by(game, "f1-t1", "out_of_play")


def test_tableau_builds_and_moves_whole_piles():
    game = pos({"foundation1": "7S", "reserve1": "KS", "tableau1": "9C 8H", "tableau2": "TD",
                "tableau3": "AH", "tableau4": "TH 9S", "waste": "KD"}, state={"base_rank": 7})
    assert game.check("t1-t2x2") is None and game.check("r1-t3") is None
    refused_by(game, "t4-t2", "glenwood_whole_pile")
    refused_by(game, "t4-t3x2", "build_down")
    refused_by(game, "w-t3", "build_alternate_colour")


def test_empty_pile_from_reserves_then_waste():
    game = pos({"foundation1": "7S", "reserve3": "5D", "tableau1": "", "tableau2": "TD", "waste": "QD"},
               state={"base_rank": 7})
    refused_by(game, "w-t1", "glenwood_empty_from_reserves")
    game.play("r3-t1")
    assert game.pile("tableau1").cards[-1].code == "5D"
    game = pos({"foundation1": "7S", "tableau1": "", "tableau2": "TD", "waste": "QD"}, state={"base_rank": 7})
    assert game.check("w-t1") is None


def test_one_redeal():
    game = pos({"foundation1": "7S", "tableau1": "TD", "waste": "2C 3C"}, state={"base_rank": 7})
    game.play("redeal")
    game.play("deal")
    game.play("deal")
    refused_by(game, "redeal", "redeal")


def test_win_and_loss():
    suits = "SHDC"
    piles = {f"foundation{i + 1}": " ".join(r + s for r in "789TJQKA23456") for i, s in enumerate(suits)}
    piles["foundation4"], piles["reserve2"] = piles["foundation4"][:-3], "6C"
    game = sn.position(GAME, piles, state={"base_rank": 7})
    assert game.score == 51
    game.play("r2-f4")
    assert game.is_won() and game.score == 52
    game = pos({"foundation1": "7S", "tableau1": "2H", "tableau2": "2S", "tableau3": "2D", "tableau4": "2C"},
               state={"base_rank": 7})
    assert game.is_lost()
