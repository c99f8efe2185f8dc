"""Triple Peaks: deal, free cards turning up, building on the waste with wrap, run scoring,
peak bonuses, both options, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn
from solitaire_nb.rules.cards import STANDARD_DECK
from solitaire_nb.rules.declaration import option_sets

GAME = "triple_peaks"
pos = position_maker(GAME)


def test_every_option_deals_three_peaks_a_waste_card_and_a_stock_of_23():
    assert len(option_sets(GAME)) == 4
    for options in option_sets(GAME):
        game = sn.new_game(GAME, deal=9, **options)
        assert faces(game, "tableau") == [(1, 0)] * 18 + [(1, 1)] * 10
        assert faces(game, "waste") == [(1, 1)]
        assert len(game.pile("stock").cards) == 23 and game.score == 0


def test_covered_cards_are_not_free_and_turn_up_when_uncovered():
    game = pos({"waste": "5C", "tableau10": "(6D)", "tableau19": "5H", "tableau20": "4H",
                "stock": "(9S)"})
    refused_by(game, "t10-w", "face_down")
    game.play("t20-w")
    assert not game.pile("tableau10").cards[-1].face_up
    game.play("t19-w")
    assert game.pile("tableau10").cards[-1].face_up
    covered = pos({"waste": "8C", "tableau10": "7D", "tableau20": "4S"})
    refused_by(covered, "t10-w", "free_card")


def test_up_or_down_whatever_the_suit_with_ace_next_to_king():
    game = pos({"waste": "AS", "tableau19": "KH", "tableau20": "2D", "tableau21": "QC"})
    assert game.check("t19-w") is None and game.check("t20-w") is None
    refused_by(game, "t21-w", "build_up_or_down")
    refused_by(game, "w-t22", "tableau")
    refused_by(game, "t19-t21", "tableau")


def test_run_length_scoring_and_the_stock_penalty_never_below_zero():
    game = pos({"waste": "5C", "tableau19": "6D", "tableau20": "7H", "tableau21": "8S",
                "tableau22": "9S", "stock": "(3C) (3D) (TS)"})
    for move, score in (("t19-w", 1), ("t20-w", 3), ("t21-w", 6), ("deal", 1)):
        game.play(move)
        assert game.score == score
    game.play("t22-w")
    assert game.score == 2 and game.state["run"] == 1
    game.play("deal")
    game.play("deal")
    assert game.score == 0


def test_multiplier_scoring_doubles_and_turning_a_card_costs_nothing():
    game = pos({"waste": "5C", "tableau19": "6D", "tableau20": "7H", "tableau21": "8S",
                "tableau22": "9S", "stock": "(3C) (TS)"}, multiplier=True)
    for move, score in (("t19-w", 1), ("t20-w", 3), ("t21-w", 7), ("deal", 7), ("t22-w", 8)):
        game.play(move)
        assert game.score == score


def test_peak_bonuses_and_the_final_clear():
    game = pos({"waste": "5C", "tableau1": "6D", "tableau2": "7H", "stock": "(2C)"})
    game.play("t1-w")
    assert game.score == 1 + 15
    game.play("t2-w")
    assert game.score == 16 + 2 + 30 and game.is_won()
    mult = pos({"waste": "5C", "tableau1": "6D", "tableau2": "7H"}, multiplier=True)
    mult.play("t1-w")
    mult.play("t2-w")
    assert mult.score == 1 + 25 + 2 + 50


def test_the_best_single_round_is_466():
    assert sum(range(1, 29)) + 15 + 15 + 30 == 466


def test_double_click_plays_a_free_card_onto_the_waste():
    game = pos({"waste": "5C", "tableau19": "6D", "tableau20": "9D"})
    assert game.double_click_move("tableau19").target == "waste"
    assert game.double_click_move("tableau20") is None


def _last_card_position(**options):
    others = [c.code for c in STANDARD_DECK.cards() if c.code not in ("5C", "6D")]
    return pos({"waste": "5C", "tableau1": "6D", "stock": " ".join(f"({c})" for c in others)},
               state={"points": 100, "run": 3}, **options)


def test_progressive_rounds_deal_again_with_the_score_carried():
    game = _last_card_position(progressive=True)
    before = game.to_json(history=False)
    game.play("t1-w")
    assert not game.is_won()
    assert faces(game, "tableau") == [(1, 0)] * 18 + [(1, 1)] * 10
    assert faces(game, "waste") == [(1, 1)] and len(game.pile("stock").cards) == 23
    assert game.score == 100 + 4 + 30 and game.state["round"] == 2 and game.state["run"] == 0
    again = _last_card_position(progressive=True)
    again.play("t1-w")
    assert again.to_json(history=False) == game.to_json(history=False)
    game.undo()
    assert game.to_json(history=False) == before


def test_without_progressive_rounds_a_cleared_tableau_wins():
    game = _last_card_position()
    game.play("t1-w")
    assert game.is_won() and len(game.pile("stock").cards) == 50


def test_empty_stock_and_no_move_is_a_loss():
    game = pos({"waste": "5C", "tableau19": "9D", "tableau10": "(6D)"})
    assert game.is_lost()
