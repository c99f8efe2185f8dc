"""Westhaven: deal, rules, score, win and loss."""



from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "westhaven"
pos = position_maker(GAME)

FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


def test_deal_ten_piles_of_two_down_one_up():
    game = sn.new_game(GAME, deal=7)
    assert faces(game, "tableau") == [(3, 1)] * 10
    assert all(p.cards[-1].face_up for p in game.group_piles("tableau"))
    assert len(game.pile("stock").cards) == 22 and game.redeals_left == 0


def test_top_card_or_whole_face_up_part_only():
    game = pos({"tableau1": "(4C) (5D) 9S 8H 7C", "tableau2": "9C", "tableau3": "TD", "tableau4": ""})
    assert not any(m.source == "tableau1" and m.count == 2 for m in game.legal_moves())
    assert {m.count for m in game.legal_moves() if m.source == "tableau1"} == {1, 3}
    refused_by(game, "t1-t2x2", "top_or_face_up_part")
    game.play("t1-t3x3")
    assert game.pile("tableau1").cards[-1].face_up and len(game.pile("tableau1").cards) == 2


def test_foundations_out_of_play_and_score():
    game = pos({"foundation1": "AH", "tableau1": "2H", "tableau2": "3S"})
    assert game.score == 1
    game.play("t1-f1")
    assert game.score == 2
    refused_by(game, "f1-t2", "out_of_play")


def test_last_move_wins():
    game = pos({**FULL, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "tableau10": "KS"})
    game.play("t10-f4")
    assert game.is_won() and game.score == 52


def test_no_move_left_is_a_loss():
    game = pos({"waste": "5H 9C", **{f"tableau{i}": f"{r}S" for i, r in enumerate("23456789TJ", 1)}})
    assert game.is_lost()
