"""Terrace: deal, chosen base card, building, reserve, empty piles, stock lock, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "terrace"
pos = position_maker(GAME)
STOCK = "(3D) (8C) (KH) (5S) (7D) (JC) (AH) (2S) (6D) (9S) (TH)"


def test_deal_reserve_and_four_cards_to_choose_from():
    game = sn.new_game(GAME, deal=7)
    assert faces(game, "reserve") == [(11, 11)]
    assert faces(game, "tableau") == [(1, 1)] * 4 + [(0, 0)] * 5
    assert all(not p.cards for p in game.group_piles("foundation"))
    assert not game.pile("waste").cards and len(game.pile("stock").cards) == 104 - 15
    assert not any(c.face_up for c in game.pile("stock").cards)
    assert "base_rank" not in game.state
    moves = game.legal_moves()
    assert len(moves) == 4 * 8 and all(m.source.startswith("tableau") for m in moves)


def test_choosing_the_base_deals_the_tableau_and_turns_a_card():
    game = sn.new_game(GAME, deal=7)
    card = game.pile("tableau3").cards[-1]
    game.play("t3-f5")
    assert game.state["base_rank"] == card.rank
    assert faces(game, "tableau") == [(1, 1)] * 9
    assert len(game.pile("waste").cards) == 1 and len(game.pile("stock").cards) == 104 - 15 - 6 - 1
    assert game.score == 1
    game.undo()
    assert "base_rank" not in game.state and not game.pile("waste").cards


def test_nothing_before_the_base_is_chosen():
    game = pos({"reserve1": "5C", "tableau1": "7H", "tableau2": "8S", "stock": STOCK})
    refused_by(game, "t1-t2", "chosen_base_card")
    refused_by(game, "r1-f1", "chosen_base_card")
    refused_by(game, "deal", "deal_to_waste")
    assert game.check("t1-f4") is None


def test_tableau_builds_down_alternate_colour_one_card_wrapping():
    game = pos({"foundation1": "5C", "tableau1": "7H", "tableau2": "8S", "tableau3": "8D",
                "tableau4": "AD", "tableau5": "KS", "tableau6": "9C 8H", "waste": "2C", "stock": STOCK},
               state={"base_rank": 5})
    assert game.check("t1-t2") is None and game.check("t5-t4") is None
    refused_by(game, "t1-t3", "build_alternate_colour")
    refused_by(game, "t6-t5x2", "single_card_move")


def test_nothing_on_a_base_rank_card_and_reserve_only_to_foundations():
    game = pos({"foundation1": "5C", "reserve1": "4H", "tableau1": "5S", "tableau2": "4D",
                "tableau3": "5C", "waste": "2C", "stock": STOCK}, state={"base_rank": 5})
    refused_by(game, "t2-t1", "terrace_nothing_on_base")
    refused_by(game, "r1-t3", "terrace_reserve_to_foundations")
    assert game.check("t1-f2") is None


def test_foundations_up_alternate_colour_thirteen_each():
    game = pos({"foundation1": "5C 6D", "foundation2": "QD KS",
                "foundation3": "5S 6H 7C 8D 9S TH JC QD KS AH 2C 3H 4S",
                "tableau1": "7S", "tableau2": "7H", "tableau3": "AD", "tableau4": "5D", "waste": "2C",
                "stock": STOCK}, state={"base_rank": 5})
    assert game.check("t1-f1") is None and game.check("t3-f2") is None
    refused_by(game, "t2-f1", "build_alternate_colour")
    refused_by(game, "t4-f3", "terrace_thirteen_per_foundation")
    refused_by(game, "f1-t2", "out_of_play")
    assert game.check("t4-f4") is None


def test_empty_pile_takes_only_the_waste_card():
    game = pos({"foundation1": "5C", "tableau1": "", "tableau2": "9S", "waste": "JC", "stock": STOCK},
               state={"base_rank": 5})
    refused_by(game, "t2-t1", "terrace_empty_from_waste")
    assert game.check("w-t1") is None


def test_a_card_turned_with_an_empty_pile_locks_the_stock():
    game = pos({"foundation1": "5C", "tableau1": "", "tableau2": "9S", "waste": "JC", "stock": STOCK},
               state={"base_rank": 5})
    game.play("deal")
    assert game.state.get("stock_locked") is True
    refused_by(game, "deal", "deal_to_waste")
    game.play("w-t1")  # filled from the waste: unlocked
    assert "stock_locked" not in game.state and game.check("deal") is None
    game.undo()
    game.undo()
    assert "stock_locked" not in game.state and game.pile("waste").cards[-1].code == "JC"


def test_waste_played_elsewhere_unlocks_and_an_empty_waste_gets_a_card():
    game = pos({"foundation1": "5C", "tableau1": "", "tableau2": "TS", "waste": "9H", "stock": STOCK},
               state={"base_rank": 5, "stock_locked": True})
    refused_by(game, "deal", "deal_to_waste")
    game.play("w-t2")
    assert game.pile("waste").cards[-1].code == "TH"
    assert game.state.get("stock_locked") is True  # turned by itself while tableau1 is empty


def test_no_redeal():
    game = pos({"foundation1": "5C", "tableau1": "9S", "waste": "JC 2D"}, state={"base_rank": 5})
    refused_by(game, "redeal", "redeal")


def test_score_and_win():
    suits = ["CDCDCDCDCDCDC", "DCDCDCDCDCDCD", "HSHSHSHSHSHSH", "SHSHSHSHSHSHS"]
    ranks = "56789TJQKA234"
    piles = {}
    for i in range(8):
        s = suits[i % 4]
        piles[f"foundation{i + 1}"] = " ".join(r + s[j] for j, r in enumerate(ranks))
    last = piles["foundation8"].split()
    piles["foundation8"] = " ".join(last[:-1])
    piles["waste"] = last[-1]
    game = sn.position(GAME, piles, state={"base_rank": 5})
    assert game.score == 103 and not game.is_won()
    game.play("w-f8")
    assert game.is_won() and game.score == 104


def test_lost_when_nothing_moves():
    tableau = {f"tableau{i}": code for i, code in enumerate("2H 2S 2D 2C 9H 9S 9D 9C QH".split(), 1)}
    game = pos({"foundation1": "5C", "reserve1": "9D", "waste": "KD", **tableau}, state={"base_rank": 5})
    assert game.is_lost()
