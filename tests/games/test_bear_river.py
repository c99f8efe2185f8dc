"""Bear River: deal, base card, building up or down, three-card piles, holes, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "bear_river"
pos = position_maker(GAME)


def test_deal_three_rows_holes_and_base_card():
    game = sn.new_game(GAME, deal=5)
    expected = [(2, 2) if n in (6, 12, 18) else (3, 3) for n in range(1, 19)]
    assert faces(game, "tableau") == expected
    base = game.pile("foundation1").cards
    assert len(base) == 1 and base[0].face_up and game.state["base_rank"] == base[0].rank
    assert [len(game.pile(f"foundation{i}").cards) for i in range(2, 5)] == [0, 0, 0]
    assert "stock" not in game.pile_ids() and game.score == 1
    assert game.deal_action() is None


def test_build_up_or_down_in_suit_wrapping_one_card_at_a_time():
    game = pos({"foundation1": "7D", "tableau1": "9S", "tableau2": "8S", "tableau3": "TS", "tableau4": "KC",
                "tableau5": "AC", "tableau7": "8H", "tableau8": "QC JC", "tableau9": "5S"},
               state={"base_rank": 7})
    refused_by(game, "t7-t1", "build_by_suit")
    refused_by(game, "t9-t1", "build_up_or_down")
    refused_by(game, "t8-t4x2", "single_card_move")
    game.play("t4-t5")
    game.play("t1-t2")
    game.play("t3-t2")
    assert [str(c) for c in game.pile("tableau2").cards] == ["8S", "9S", "TS"]
    assert [str(c) for c in game.pile("tableau5").cards] == ["AC", "KC"]


def test_piles_hold_three_cards_at_most():
    game = pos({"foundation1": "7D", "tableau1": "JS TS 9S", "tableau2": "8S", "tableau3": "TH 9H",
                "tableau4": "8H", "tableau5": "7H"}, state={"base_rank": 7})
    refused_by(game, "t2-t1", "pile_limit")
    game.play("t4-t3")
    refused_by(game, "t5-t3", "pile_limit")


def test_holes_take_any_card_standard_piles_stay_empty():
    game = pos({"foundation1": "7D", "tableau1": "", "tableau2": "QS JH", "tableau6": "", "tableau12": "",
                "tableau18": "3C"}, state={"base_rank": 7})
    refused_by(game, "t2-t1", "bear_river_hole")
    game.play("t2-t6")
    game.play("t18-t12")
    assert not game.pile("tableau18").cards
    game.play("t2-t18")
    assert [str(c) for c in game.pile("tableau18").cards] == ["QS"]
    refused_by(game, "t6-t2", "bear_river_hole")


def test_foundations_from_the_base_rank_wrap_and_stay():
    game = pos({"foundation1": "7D 8D 9D TD JD QD KD", "tableau1": "AD", "tableau2": "7S", "tableau3": "8S",
                "tableau4": "AH"}, state={"base_rank": 7})
    refused_by(game, "t3-f2", "base_card")
    refused_by(game, "t4-f1", "build_by_suit")
    refused_by(game, "f1-t3", "out_of_play")
    game.play("t1-f1")
    game.play("t2-f2")
    game.play("t3-f2")
    assert game.score == 10


def test_double_click_sends_a_card_to_its_foundation():
    game = pos({"foundation1": "7D", "tableau1": "8D", "tableau2": "7S"}, state={"base_rank": 7})
    assert game.double_click_move("tableau1").target == "foundation1"
    assert game.double_click_move("tableau2").target.startswith("foundation")


def test_last_move_wins():
    full = {f"foundation{i}": " ".join(r + s for r in "789TJQKA23456") for i, s in enumerate("CDH", 1)}
    game = pos({**full, "foundation4": "7S 8S 9S TS JS QS KS AS 2S 3S 4S 5S", "tableau18": "6S"},
               state={"base_rank": 7})
    assert game.score == 51
    game.play("t18-f4")
    assert game.is_won() and game.score == 52


def test_no_move_left_is_a_loss():
    game = pos({"foundation1": "7D", "tableau1": "JS TS 9S", "tableau2": "5H", "tableau3": "2C",
                "tableau4": "QD", "tableau6": "KH KS KC",
                "tableau12": "3S 3D", "tableau18": "4S 4C"}, state={"base_rank": 7})
    assert game.is_lost()
