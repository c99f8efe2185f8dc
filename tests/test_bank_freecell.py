"""The FreeCell notebook's exercise bank: each expected answer is accepted, a wrong one
refused, and every question is asked in English and in French."""

from __future__ import annotations

import pytest

import solitaire_nb as sn
from solitaire_nb.teaching.bank import exercise, keys
from solitaire_nb.teaching.bank.freecell import won_in
from solitaire_nb.teaching.why import explanations

GRADED = {
    "freecell.one_card_at_a_time": (["1a", "12", "a2"], ["12x2"]),
    "freecell.autoplay": (["2♠", "3♣"], ["2S", "3C", "4C"]),
    "freecell.time_and_moves": (112, 113),
    "freecell.better_score": ("b", "a"),
}
EXPLAIN = ["freecell.why_doubling", "freecell.out_of_play", "freecell.circles", "freecell.score_weights"]


@pytest.fixture(autouse=True)
def english():
    before = sn.get_lang()
    sn.set_lang("en")
    yield
    sn.set_lang(before)


def test_the_module_holds_these_keys():
    assert {key for key in keys() if key.startswith("freecell.")} == set(GRADED) | set(EXPLAIN)


@pytest.mark.parametrize("key", sorted(GRADED))
def test_the_expected_answer_is_accepted_and_a_wrong_one_refused(key):
    right, wrong = GRADED[key]
    q = exercise(key)
    assert q.check(right).correct and q.score(right) == 1.0
    assert not q.check(wrong).correct and q.score(wrong) == 0.0
    assert q.solution().correct


@pytest.mark.parametrize("key", sorted(GRADED) + EXPLAIN)
def test_the_question_exists_in_both_languages(key):
    q = exercise(key)
    english, french = q.ask("en"), q.ask("fr")
    assert english.strip() and french.strip() and english != french
    for text in (english, french):
        assert "{" not in text and "}" not in text.replace("`", "")


def test_answers_in_every_form_the_kit_teaches():
    autoplay = exercise("freecell.autoplay")
    assert autoplay.check("2s 3c").correct and autoplay.check(["2S", "3C"]).correct
    assert autoplay.check(["3C", "2S"]).correct  # the order does not matter
    assert exercise("freecell.time_and_moves").check("112").correct
    assert exercise("freecell.better_score").check("B").correct
    assert exercise("freecell.one_card_at_a_time").check(["t1-r1", "t1-t2", "r1-t2"]).correct


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


@pytest.mark.parametrize("key", EXPLAIN)
def test_an_explanation_is_kept_not_graded(key):
    q = exercise(key)
    result = q.check("Because the cells empty again.")
    assert result.correct is None
    assert explanations().answers[key][1] == "Because the cells empty again."
    assert q.check(...).correct is None  # no answer yet: nothing recorded, nothing graded
    with pytest.raises(TypeError):
        q.score("anything")
