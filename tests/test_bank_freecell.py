"""The FreeCell notebook's exercise bank: what every exercise must do is tested in
``test_bank.py``; here, the answers in every form the kit teaches, the near misses refused,
the score and the feedback particular to these questions."""

from __future__ import annotations

import pytest
from bank_checks import assert_accepted, assert_module_holds, assert_refused

import solitaire_nb as sn
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.bank.freecell import won_in

#: key -> (the answer the notebook's teacher edition gives, a near miss that must be refused)
GRADED = {
    "freecell.one_card_at_a_time": (["1a", "12", "a2"], ["12x2"]),
    "freecell.autoplay": (["2♠", "3♣"], ["2S", "3C", "4C"]),
    "freecell.time_and_moves": (112, 113),
    "freecell.better_score": ("b", "a"),
}
EXPLAIN = ["freecell.why_doubling", "freecell.out_of_play", "freecell.circles", "freecell.score_weights"]


pytestmark = pytest.mark.usefixtures("fresh_bank_state")


def test_the_module_holds_these_keys():
    assert_module_holds("freecell", GRADED, EXPLAIN)


@pytest.mark.parametrize("key", sorted(GRADED))
def test_the_notebooks_answer_is_accepted_and_a_near_miss_refused(key):
    right, wrong = GRADED[key]
    assert_accepted(key, [right])
    assert_refused(key, [wrong])


def test_answers_in_every_form_the_kit_teaches():
    assert_accepted("freecell.autoplay", ["2s 3c", ["2S", "3C"], ["3C", "2S"]])  # in any order
    assert_accepted("freecell.time_and_moves", ["112"])
    assert_accepted("freecell.better_score", ["B"])
    assert_accepted("freecell.one_card_at_a_time", [["t1-r1", "t1-t2", "r1-t2"]])


def test_a_sequence_moved_at_once_does_not_count_as_one_card_at_a_time():
    result = exercise("freecell.one_card_at_a_time").check(["12x2"], reveal=True)
    assert not result.correct and "single card" in result.text


def test_the_score_is_the_engines():
    assert won_in(93, 199) == 93 + 19
    assert won_in(10, 9.9) == 10 and won_in(10, 10) == 11


def test_feedback_is_given_in_french():
    sn.set_lang("fr")
    result = exercise("freecell.time_and_moves").check(112)
    assert result.correct and "Bravo" in result.headline and "dizaines" in result.text
