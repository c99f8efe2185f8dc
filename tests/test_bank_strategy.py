"""The strategy project's exercise bank: what every exercise must do is tested in
``test_bank.py``; here, the strategy check, the answers of the questions, and the results table."""

from __future__ import annotations

import pytest
from bank_checks import assert_accepted, assert_module_holds, assert_refused

from solitaire_nb.engine.strategy import greedy_player, random_player
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.bank.strategy import games_played, label, results_table

#: key -> (the expected answer, a wrong one)
GRADED = {"strategy.greedy_pick": ("b", "c"), "strategy.twenty_deals": (False, True)}
EXPLAIN = ["strategy.idea", "strategy.results", "strategy.one_game"]


pytestmark = pytest.mark.usefixtures("fresh_bank_state")


def first_move(game, moves):
    return moves[0]


def test_the_module_holds_these_keys():
    assert_module_holds("strategy", [*GRADED, "strategy.always_legal"], EXPLAIN)


@pytest.mark.parametrize("key", sorted(GRADED))
def test_the_expected_answer_is_this_one_and_not_that_one(key):
    right, wrong = GRADED[key]
    assert exercise(key).answer() == right
    assert_refused(key, [wrong])


def test_yes_and_no_in_every_form():
    assert_accepted("strategy.twenty_deals", [False, "False", "no", "non", "faux"], langs=["en"])


@pytest.mark.parametrize("strategy", [first_move, greedy_player(), random_player()])
def test_a_strategy_returning_a_legal_move_passes(strategy):
    q = exercise("strategy.always_legal")
    assert q.check(strategy).correct and q.score(strategy) == 1.0


def test_the_five_positions_include_unusual_ones():
    q = exercise("strategy.always_legal")
    games = q.games()
    assert len(games) == 5
    kinds = [{move.kind.written for move in game.legal_moves()} for game in games]
    assert {"deal"} in kinds and {"redeal"} in kinds  # only the stock, only a redeal
    assert any(game.id == "freecell" for game in games)


def none_at_the_end(game, moves):
    return None if len(moves) == 1 else moves[0]


def plays_the_move(game, moves):
    game.play(moves[0])
    return moves[0]


def reads_the_waste(game, moves):
    game.pile("waste")
    return moves[0]


@pytest.mark.parametrize("strategy, words", [
    (none_at_the_end, "returned `None`"),
    (plays_the_move, "changed the position"),
    (reads_the_waste, "stopped with an error, `KeyError`"),
    ("choose", "not a function"),
])
def test_a_broken_strategy_is_refused_and_told_why(strategy, words):
    q = exercise("strategy.always_legal")
    result = q.check(strategy, reveal=True)
    assert not result.correct and q.score(strategy) == 0.0
    assert words in result.text


def test_feedback_in_steps_counts_the_failing_positions():
    result = exercise("strategy.always_legal").check(none_at_the_end, reveal=False)
    assert "fails on 2 of the 5 positions" in result.text
    assert "fails on 2" not in result.reveal().text


def test_the_results_table_speaks_both_languages():
    results = {"greedy": [("won", 52), ("stuck", 20), ("lost", 3)], "mine": [("stuck", 10)] * 3}
    english, french = str(results_table(results, "en")), str(results_table(results, "fr"))
    assert "win rate" in english and "| greedy | 1 | 1 | 1 | 33% (6%–79%) | 25.0 |" in english
    assert "taux de victoire" in french and "33\u00a0% (6\u00a0%–79\u00a0%)" in french and "25,0" in french
    assert str(results_table(results, "en", first="game")).startswith("| game |")
    assert games_played(1, "en") == "1 game played" and games_played(3, "fr") == "3 parties jouées"
    assert label("deals", "fr", game="klondike", n=20) == "klondike, 20 donnes"
