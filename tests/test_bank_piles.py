"""The exercise bank of the glossary notebook on piles (``solitaire_nb.teaching.bank.piles``)."""

import re

import pytest

import solitaire_nb as sn
from solitaire_nb.teaching.bank import exercise, keys
from solitaire_nb.teaching.exercises import ExplainWhy, Question

# key -> (answers that must be accepted, answers that must be refused)
QUESTIONS = {
    "piles.freecell_piles": ([16, "16", " 16 "], [12, "8", "sixteen", "", [16]]),
}
EXPLAIN = ["piles.why_in_play", "piles.kings_to_bottom"]


@pytest.fixture(autouse=True)
def english():
    before = sn.get_lang()
    sn.set_lang("en")
    yield
    sn.set_lang(before)


def test_every_key_of_the_module_is_tested():
    assert {key for key in keys() if key.startswith("piles.")} == set(QUESTIONS) | set(EXPLAIN)


@pytest.mark.parametrize("key", sorted(QUESTIONS))
def test_the_expected_answer_is_accepted(key):
    q = exercise(key)
    assert isinstance(q, Question)
    assert q.check(q.answer(), reveal=True).correct
    assert q.score(q.answer()) == 1.0
    for answer in QUESTIONS[key][0]:
        assert q.check(answer, "en", reveal=True).correct, answer
        assert q.check(answer, "fr", reveal=True).correct, answer


@pytest.mark.parametrize("key", sorted(QUESTIONS))
def test_a_wrong_answer_is_refused_with_a_hint(key):
    q = exercise(key)
    for answer in QUESTIONS[key][1]:
        result = q.check(answer, reveal=True)
        assert not result.correct, answer
        assert q.score(answer) == 0.0
    first = q.check(QUESTIONS[key][1][0], "fr", reveal=False)
    assert not first.correct and "💡" in first.text
    assert "16" not in first.text  # the first step does not give the answer away


@pytest.mark.parametrize("key", sorted(QUESTIONS) + EXPLAIN)
def test_the_question_exists_in_both_languages(key):
    q = exercise(key)
    english, french = q.ask("en"), q.ask("fr")
    assert english and french and english != french
    for text in (english, french):
        assert not re.search(r"\{[^{}]*\}", text)
    # French typography: a no-break space before ? : ; ! and inside « » (the reminder of the
    # glossary word that an explain-why question ends with is the engine's, left out here)
    own = re.sub(r" \(« [^»]*»\)$", "", french)
    assert not re.search(r"[ \w][?:;!](\s|$)", own) and not re.search(r"« | »", own)


@pytest.mark.parametrize("key", EXPLAIN)
def test_an_explanation_is_kept_not_graded(key):
    q = exercise(key)
    assert isinstance(q, ExplainWhy)
    assert q.check(...).correct is None
    result = q.check("Because a King can never be built on anything.")
    assert result.correct is None and "King" in result.text
    with pytest.raises(TypeError):
        q.score("anything")


def test_each_call_gives_a_new_exercise():
    assert exercise("piles.freecell_piles") is not exercise("piles.freecell_piles")
