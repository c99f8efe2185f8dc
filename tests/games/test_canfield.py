"""Canfield: deal, base card, reserve feeding, rules, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "canfield"
pos = position_maker(GAME)


def test_deal_reserve_tableau_base_card_and_stock():
    game = sn.new_game(GAME, deal=3)
    assert faces(game, "reserve") == [(13, 1)]
    assert faces(game, "tableau") == [(1, 1)] * 4
    base = game.pile("foundation1").cards
    assert len(base) == 1 and base[0].face_up and game.state["base_rank"] == base[0].rank
    assert faces(game, "stock") == [(34, 0)] and game.score == 1


def test_stock_turns_three_and_redeals_without_limit():
    game = pos({"stock": "(4C) (5D) (6H) (7S)", "waste": "9H"}, state={"base_rank": 5})
    assert game.play("deal").count == 3
    game.play("deal")
    assert len(game.pile("waste").cards) == 5
    for _ in range(5):
        game.play("redeal")
        game.play("deal")
        game.play("deal")


def test_alternate_colours_down_with_wrap_and_sequences():
    game = pos({"tableau1": "7H", "tableau2": "8S", "tableau3": "8D", "tableau4": "AD KS",
                "reserve1": "(3C) 2C", "waste": "QH"}, state={"base_rank": 5})
    refused_by(game, "t1-t3", "build_alternate_colour")
    refused_by(game, "t3-t1", "build_down")
    game.play("t1-t2")
    game.play("w-t4")
    assert game.movable_counts("tableau4") == [1, 2, 3]


def test_reserve_top_plays_and_refills_an_emptied_pile():
    game = pos({"tableau1": "4S", "tableau2": "5H", "tableau3": "6C", "tableau4": "KD",
                "reserve1": "(3C) (9D) 5D"},
               state={"base_rank": 9})
    refused_by(game, "t1-r1", "reserve")
    game.play("r1-t3")
    assert faces(game, "reserve") == [(2, 1)]
    game.play("t1-t2")
    assert [str(c) for c in game.pile("tableau1").cards] == ["9D"]
    assert faces(game, "reserve") == [(1, 1)]
    game.undo()
    assert faces(game, "reserve") == [(2, 1)] and game.pile("tableau1").cards[-1].rank == 4


def test_any_card_fills_a_gap_once_the_reserve_is_spent():
    game = pos({"tableau1": "", "tableau2": "QH JC", "waste": "3D"}, state={"base_rank": 9})
    game.play("t2-t1x2")
    game.play("w-t2")


def test_foundations_base_rank_wrap_and_base_card_stays():
    game = pos({"foundation1": "5D", "foundation2": "QC KC", "tableau1": "5H", "tableau2": "AC",
                "tableau3": "2D", "reserve1": "(3C) 2C", "waste": "6S"}, state={"base_rank": 5},
                                                reachable=False)
    refused_by(game, "w-f3", "base_card")
    refused_by(game, "f1-t3", "canfield_base_stays")
    game.play("t1-f3")
    game.play("t2-f2")
    assert game.score == 5
    game.play("f2-t3")
    assert game.score == 4


def test_last_card_wins():
    full = {f"foundation{i}": " ".join(r + s for r in "789TJQKA23456") for i, s in enumerate("CDH", 1)}
    game = pos({**full, "foundation4": "7S 8S 9S TS JS QS KS AS 2S 3S 4S 5S", "tableau3": "6S"},
               state={"base_rank": 7})
    game.play("t3-f4")
    assert game.is_won() and game.score == 52


def test_no_move_left_is_a_loss():
    game = pos({"tableau1": "5H", "tableau2": "9S", "tableau3": "JD", "tableau4": "3C", "foundation1": "7C"},
              state={"base_rank": 7})
    assert game.is_lost()


def test_a_move_into_an_empty_pile_is_explained_by_the_rule_that_allows_it_by_hand():
    """Once the reserve is spent, any card may fill an empty pile: that is the reason given,
    not the automatic filling, which did not happen."""
    game = sn.position("canfield", {"tableau1": "", "tableau2": "QH JS", "waste": "3D", "reserve1": ""},
                       state={"base_rank": 5})
    assert game.explain("w-t1", "en").endswith("(Any card on an empty pile).")
    assert game.explain("t2-t1x2", "en").endswith("(Any card on an empty pile; Sequence move).")
