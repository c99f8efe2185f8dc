"""The exercise bank of the Klondike walkthrough, its facts and its move-sequence puzzles: what
every exercise must do is tested in ``test_bank.py``; here, the other routes and the wrong moves
of the puzzles, the forms of the answers, and the answers agreeing with the engine."""

from __future__ import annotations

import pytest
from bank_checks import assert_accepted, assert_module_holds, assert_refused

import solitaire_nb as sn
from solitaire_nb.teaching.bank import exercise

PUZZLES = ["klondike.two_clubs_up", "klondike.stock_to_column", "klondike.draw_three", "klondike.tip2",
           "klondike.tip3"]
FACTS = ["klondike.passes_draw_one", "klondike.foundation_comes_back", "klondike.hidden_at_start"]
EXPLAIN = ["klondike.in_play_and_tip4", "klondike.stuck_but_not_lost", "klondike.tip1_for_humans"]


pytestmark = pytest.mark.usefixtures("fresh_bank_state")


def test_the_module_has_its_exercises():
    assert_module_holds("klondike", PUZZLES + FACTS, EXPLAIN)


@pytest.mark.parametrize("key, moves", [
    ("klondike.two_clubs_up", ["w-f2"]),  # the puzzle needs its first move
    ("klondike.tip2", ["t3-t1x2"]),  # the King from the left
    ("klondike.tip3", ["t6-t1", "t4-t1"]),  # the red King
    ("klondike.draw_three", ["deal", "w-t1"]),  # one click is not enough
])
def test_the_move_the_tip_warns_against_is_refused(key, moves):
    assert_refused(key, [moves])


def test_another_route_to_the_goal_is_accepted():
    assert_accepted("klondike.two_clubs_up", [["t4-f3", "w-f3"]], langs=["en"])


@pytest.mark.parametrize("answer", ["Klondike", "klondike", "KLONDIKE"])
def test_a_game_named_in_any_case(answer):
    assert exercise("klondike.foundation_comes_back").check(answer, "fr").correct


@pytest.mark.parametrize("answer", ["FreeCell", "both", "les deux", "neither"])
def test_other_games_are_refused(answer):
    assert not exercise("klondike.foundation_comes_back").check(answer, "en").correct


def test_the_answer_about_foundations_matches_the_engine():
    cards = {"foundation1": "AH 2H", "tableau1": "3S"}
    games = {name: sn.position(name, cards) for name in ("klondike", "freecell")}
    comes_back = [name for name, game in games.items() if game.check(game.parse_move("f1-t1")) is None]
    assert comes_back == [exercise("klondike.foundation_comes_back").answer()]


def test_numbers_as_text_are_read():
    assert_accepted("klondike.passes_draw_one", ["3"], langs=["en"])
    assert_accepted("klondike.hidden_at_start", [" 21 "], langs=["en"])


def test_the_hidden_cards_are_the_engines():
    game = sn.new_game("klondike", deal=1)
    hidden = sum(not card.face_up for pile in game.piles if pile.role == "tableau" for card in pile.cards)
    assert exercise("klondike.hidden_at_start").answer() == hidden
