"""Eagle Wing: deal, base card, three-card piles, the trunk, stock, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "eagle_wing"
pos = position_maker(GAME)

TRUNK = "4C (2C) (3C)"
FILLERS = {"tableau3": "TH", "tableau4": "9H", "tableau5": "QS", "tableau6": "6C", "tableau7": "2H",
           "tableau8": "3H"}


def test_deal_trunk_wings_base_card_and_stock():
    game = sn.new_game(GAME, deal=3)
    assert faces(game, "tableau") == [(1, 1)] * 8
    trunk = game.pile("reserve1").cards
    assert len(trunk) == 13 and trunk[0].face_up and not any(c.face_up for c in trunk[1:])
    base = game.pile("foundation1").cards
    assert len(base) == 1 and base[0].face_up and game.state["base_rank"] == base[0].rank
    assert [len(game.pile(f"foundation{i}").cards) for i in range(2, 5)] == [0, 0, 0]
    stock = game.pile("stock").cards
    assert len(stock) == 30 and not any(c.face_up for c in stock)
    assert not game.pile("waste").cards and game.score == 1 and game.redeals_left == 2


def test_build_down_in_suit_with_king_on_ace_one_card_at_a_time():
    game = pos({"foundation1": "7D", "reserve1": TRUNK, "tableau1": "9S", "tableau2": "8S",
                "tableau3": "8H", "tableau4": "AC", "tableau5": "KC", "tableau6": "9C", "tableau7": "TD 9D",
                "tableau8": "JD", "stock": "(5D)"},
               state={"base_rank": 7})
    refused_by(game, "t3-t1", "build_by_suit")
    refused_by(game, "t1-t6", "build_down")
    refused_by(game, "t7-t8x2", "single_card_move")
    game.play("t5-t4")
    game.play("t2-t1")
    assert [str(c) for c in game.pile("tableau1").cards] == ["9S", "8S"]
    assert [str(c) for c in game.pile("tableau4").cards] == ["AC", "KC"]


def test_piles_hold_three_cards_at_most():
    game = pos({"foundation1": "7D", "reserve1": TRUNK, "tableau1": "JS TS 9S", "tableau2": "8S",
                "tableau3": "JC TC", "tableau4": "9C", "waste": "8C", "stock": "(5D)"},
               state={"base_rank": 7}, reachable=False)
    refused_by(game, "t2-t1", "pile_limit")
    game.play("t4-t3")
    refused_by(game, "w-t3", "pile_limit")


def test_foundations_base_rank_wrap_and_whole_pile_at_once():
    game = pos({"foundation1": "7D 8D 9D TD JD QD", "reserve1": TRUNK, "tableau1": "2D AD KD",
                "tableau2": "7S", "tableau3": "8S", "tableau4": "KH", "stock": "(5D)"},
               state={"base_rank": 7}, reachable=False)
    refused_by(game, "t3-f2", "base_card")
    refused_by(game, "t4-f1", "build_by_suit")
    refused_by(game, "f1-t4", "out_of_play")
    game.play("t1-f1x3")
    assert [str(c) for c in game.pile("foundation1").cards][-3:] == ["KD", "AD", "2D"]
    # the emptied wing is filled at once from the trunk, face up
    assert [str(c) for c in game.pile("tableau1").cards] == ["3C"]
    assert game.pile("tableau1").cards[0].face_up
    game.play("t2-f2")
    assert game.score == 10


def test_trunk_feeds_empty_wings_and_only_its_last_card_plays():
    game = pos({"foundation1": "7D", "reserve1": TRUNK, "tableau1": "8D", "tableau2": "5C", **FILLERS,
                "stock": "(5D)"}, state={"base_rank": 7})
    refused_by(game, "r1-t2", "face_down")
    refused_by(game, "t2-r1", "reserve")
    game.play("t1-f1")
    assert [str(c) for c in game.pile("tableau1").cards] == ["3C"]
    assert [(str(c), c.face_up) for c in game.pile("reserve1").cards] == [("4C", True), ("2C", False)]
    last = pos({"foundation1": "7D", "reserve1": "4C", "tableau1": "9D", "tableau2": "5C", **FILLERS},
               state={"base_rank": 7})
    last.play("r1-t2")
    assert not last.pile("reserve1").cards


def test_with_the_trunk_empty_any_single_card_fills_a_wing():
    game = pos({"foundation1": "7D", "reserve1": "", "tableau1": "", "tableau2": "5C 4C", **FILLERS,
                "waste": "JS", "stock": "(5D)"}, state={"base_rank": 7})
    refused_by(game, "t2-t1x2", "single_card_move")
    game.play("w-t1")
    game.undo()
    game.play("t2-t1")
    assert [str(c) for c in game.pile("tableau1").cards] == ["4C"]


def test_stock_one_at_a_time_and_two_redeals():
    game = pos({"foundation1": "7D", "reserve1": TRUNK, "tableau1": "9S", "stock": "(4H) (5D)"},
               state={"base_rank": 7}, reachable=False)
    for _ in range(3):
        assert game.play("deal").count == 1
        game.play("deal")
        if game.redeals_left:
            game.play("redeal")
    assert game.redeals_left == 0 and game.check("redeal") is not None


def test_last_move_wins():
    full = {f"foundation{i}": " ".join(r + s for r in "789TJQKA23456") for i, s in enumerate("CDH", 1)}
    game = pos({**full, "foundation4": "7S 8S 9S TS JS QS KS AS 2S 3S 4S 5S", "tableau3": "6S"},
               state={"base_rank": 7})
    assert game.score == 51
    game.play("t3-f4")
    assert game.is_won() and game.score == 52


def test_no_move_left_is_a_loss():
    game = pos({"foundation1": "7D", "reserve1": "", "tableau1": "JS TS 9S", "tableau2": "JC TC 9C",
                "tableau3": "5H", "tableau4": "5D", "tableau5": "2S", "tableau6": "2C", "tableau7": "QH",
                "tableau8": "QD"}, state={"base_rank": 7})
    assert game.is_lost()
