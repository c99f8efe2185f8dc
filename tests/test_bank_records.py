"""The exercise bank of the notebook on a learner's record, and the words of the plots: what every
exercise must do is tested in ``test_bank.py``; here, the answers agree with what the records layer
computes from the same results, other forms of an answer, and the module's labels."""

from __future__ import annotations

import pytest
from bank_checks import assert_accepted, assert_module_holds, assert_refused

import solitaire_nb as sn
from solitaire_nb.records.stats import game_stats
from solitaire_nb.records.store import Record
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.bank.records import RESULTS, label

pytestmark = pytest.mark.usefixtures("fresh_bank_state")


def records_of_the_questions() -> list[Record]:
    """The twelve games of the questions, saved one after the other, each left when finished."""
    return [Record(id=i, player="sam", game="klondike", deal=i, options={}, autoplay=False, started=10.0 * i,
                   updated=10.0 * i + 5, finished=10.0 * i + 5, won=result == "W", score=0, elapsed=60.0,
                   move_count=30, moves=[], auto_moves={}, position="{}")
            for i, result in enumerate(RESULTS.split(), start=1)]


def test_the_module_holds_these_keys():
    assert_module_holds("records", ["records.win_rate", "records.best_streak"], ["records.unplayed"])


def test_the_answers_are_what_the_statistics_compute():
    stats = game_stats(records_of_the_questions(), "sam", "klondike")
    assert stats.played == 12
    assert exercise("records.win_rate").answer() == round(100 * stats.win_rate)
    assert exercise("records.best_streak").answer() == stats.best_streak
    assert stats.current_streak == 1  # as the explanation says


def test_answers_in_other_forms_and_wrong_ones():
    assert_accepted("records.win_rate", ["67", " 67 "])
    assert_refused("records.win_rate", [66, 66.7, 8, 0.67])  # not rounded, a count, a fraction
    assert_accepted("records.best_streak", ["4"])
    assert_refused("records.best_streak", [1, 8, 3])  # the current streak, the wins, one short


def test_labels_in_both_languages():
    assert label("win_rate", "fr") == "taux de victoire, en\u00a0%"
    assert label("class_title", "en", n=1) == "Win rate of the class, by game (1 student)"
    assert label("class_title", "fr", n=6) == "Taux de victoire de la classe, par jeu (6 élèves)"
    sn.set_lang("fr")
    assert label("played") == "jouées"
    assert label("klondike") == "klondike"  # a key it does not know is shown as it is
