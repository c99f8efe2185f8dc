"""The exercise bank of the Klondike walkthrough: its facts and its move-sequence puzzles."""

from __future__ import annotations

import pytest
from bank_checks import check_exercise, each_call_is_new, module_keys

from solitaire_nb.teaching.bank import exercise

KEYS = module_keys("klondike")
PUZZLES = ["klondike.two_clubs_up", "klondike.stock_to_column", "klondike.draw_three", "klondike.tip2",
           "klondike.tip3"]


def test_the_module_has_its_exercises():
    assert set(PUZZLES) <= set(KEYS)
    facts = {"klondike.passes_draw_one", "klondike.foundation_comes_back", "klondike.hidden_at_start"}
    assert facts <= set(KEYS)


@pytest.mark.parametrize("key", KEYS)
def test_each_exercise(key):
    check_exercise(key)


@pytest.mark.parametrize("key", PUZZLES)
def test_puzzles_are_fresh_copies(key):
    each_call_is_new(key)


def test_the_puzzle_needs_its_first_move():
    assert not exercise("klondike.two_clubs_up").check(["w-f2"], "en").correct


def test_another_route_to_the_goal_is_accepted():
    assert exercise("klondike.two_clubs_up").check(["t4-f3", "w-f3"], "en").correct


def test_tip2_refuses_the_king_from_the_left():
    assert not exercise("klondike.tip2").check(["t3-t1x2"], "en").correct


def test_tip3_refuses_the_red_king():
    assert not exercise("klondike.tip3").check(["t6-t1", "t4-t1"], "en").correct


def test_draw_three_one_click_is_not_enough():
    assert not exercise("klondike.draw_three").check(["deal", "w-t1"], "en").correct


@pytest.mark.parametrize("answer", ["Klondike", "klondike", "KLONDIKE"])
def test_a_game_named_in_any_case(answer):
    assert exercise("klondike.foundation_comes_back").check(answer, "fr").correct


@pytest.mark.parametrize("answer", ["FreeCell", "both", "les deux", "neither"])
def test_other_games_are_refused(answer):
    assert not exercise("klondike.foundation_comes_back").check(answer, "en").correct


def test_the_answer_about_foundations_matches_the_engine():
    import solitaire_nb as sn

    cards = {"foundation1": "AH 2H", "tableau1": "3S"}
    games = {name: sn.position(name, cards) for name in ("klondike", "freecell")}
    comes_back = [name for name, game in games.items() if game.check(game.parse_move("f1-t1")) is None]
    assert comes_back == ["klondike"]


def test_numbers_as_text_are_read():
    assert exercise("klondike.passes_draw_one").check("3", "en").correct
    assert exercise("klondike.hidden_at_start").check(" 21 ", "en").correct
