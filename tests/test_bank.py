"""What every exercise of the bank must do, whichever notebook asks it (``bank.keys()``, every key
of every module): it builds, anew at each call; its question is asked in English and in French,
with nothing left unfilled and the French typography; a graded exercise accepts its own expected
answer in both languages and refuses a wrong one, with a hint first when feedback comes in steps;
an "explain why" question keeps the learner's text and is never graded.

What is particular to one module (other forms of an answer, answers agreeing with the engine, the
module's helpers) is tested in ``tests/test_bank_<module>.py``."""

from __future__ import annotations

import pkgutil
import re
from pathlib import Path

import pytest
from bank_checks import do_the_learners_part, wrong_answers
from each import assert_each

from solitaire_nb.teaching import bank
from solitaire_nb.teaching.bank import exercise, keys
from solitaire_nb.teaching.exercises import feedback_in_steps
from solitaire_nb.teaching.why import ExplainWhy, explanations
from solitaire_nb.text.phrases import say


def _explains(key: str) -> bool:
    """Whether ``key`` is an "explain why" question (False for one that does not build: it is
    then among the graded ones, whose tests report it)."""
    try:
        return isinstance(exercise(key), ExplainWhy)
    except Exception:
        return False


KEYS = keys()
EXPLAIN = [key for key in KEYS if _explains(key)]
GRADED = [key for key in KEYS if key not in EXPLAIN]
#: Graded exercises whose first step names no glossary word: it counts what fails instead
#: (a learner's strategy that fails is not a misread rule).
NO_GLOSSARY_HINT = {"strategy.always_legal"}

CODE_SPAN = re.compile(r"`[^`]*`")
#: An example of an answer written as Python writes it, ``["9C", "9D"]`` (the game notebooks' questions).
ANSWER_EXAMPLE = re.compile(r'\[\s*"[^"\]]*"(?:\s*,\s*"[^"\]]*")*\s*\]')
#: An English card code standing as a word (French sentences write R, D, V for the court cards).
CARD_CODE = re.compile(r"(?<![\w(])[A2-9TJQK][CDHS](?![\w)])")


pytestmark = pytest.mark.usefixtures("fresh_bank_state")


def test_every_module_of_the_bank_has_keys_and_its_own_tests():
    modules = {module.name for module in pkgutil.iter_modules(bank.__path__)} - {"registry"}
    # the game notebooks' questions: one module of bank/games per game, keyed "<game>.<id>"
    # (tests/test_bank_games.py)
    games = {module.name.removesuffix("_") for module in pkgutil.iter_modules(bank.games.__path__)}
    assert {key.split(".")[0] for key in KEYS} == (modules - {"games"}) | games
    assert sorted(path.name for path in Path(__file__).parent.glob("test_bank_*.py")) == \
        sorted(f"test_bank_{module}.py" for module in modules)
    assert EXPLAIN and GRADED


def _each_call_builds_a_new_exercise(key):
    first, second = exercise(key), exercise(key)
    assert first is not second and type(first) is type(second)
    assert first.ask("en") == second.ask("en")
    for name in ("game", "position"):  # the position a puzzle or question is about
        if hasattr(first, name):
            mine, other = getattr(first, name), getattr(second, name)
            assert mine is not other, name
            before = other.position_key()
            if mine.legal_moves():  # (a question may be about a position where nothing moves)
                mine.play(mine.legal_moves()[0])
            assert other.position_key() == before, name


def test_each_call_builds_a_new_exercise():
    assert_each(KEYS, _each_call_builds_a_new_exercise, name=str)


def _the_question_exists_in_both_languages(key):
    q = exercise(key)
    english, french = q.ask("en"), q.ask("fr")
    assert english.strip() and french.strip()
    assert re.sub(r"\s", "", english) != re.sub(r"\s", "", french)  # not the English, spaced the French way
    for text in (english, french):
        assert "{" not in text and "}" not in text, text  # no unfilled {placeholder}
    assert not re.search(r"\s[?:;!]", CODE_SPAN.sub("code", english)), english  # no space before ? : ; !


def test_the_question_exists_in_both_languages():
    assert_each(KEYS, _the_question_exists_in_both_languages, name=str)


def _the_french_question_follows_french_typography(key):
    french = exercise(key).ask("fr")
    prose = ANSWER_EXAMPLE.sub("", CODE_SPAN.sub("", french))
    assert not re.search(r"[^\u00a0][?:;!]", prose), french  # a no-break space before ? : ; !
    assert not re.search(r"« | »", french), french  # and inside « »
    assert not CARD_CODE.search(prose), french


def test_the_french_question_follows_french_typography():
    assert_each(KEYS, _the_french_question_follows_french_typography, name=str)


def _the_expected_answer_is_accepted(key):
    do_the_learners_part(key)
    q = exercise(key)
    for lang in ("en", "fr"):
        result = q.check(q.answer(), lang)
        assert result.correct is True and result.revealed, lang
        assert q.solution(lang).correct is True, lang
    assert q.score(q.answer()) == 1.0


def test_the_expected_answer_is_accepted():
    assert_each(GRADED, _the_expected_answer_is_accepted, name=str)


def _a_wrong_answer_is_refused(key):
    do_the_learners_part(key)
    q = exercise(key)
    for wrong in wrong_answers(q):
        for lang in ("en", "fr"):
            result = q.check(wrong, lang)
            assert result.correct is False and result.revealed, (wrong, lang)
        assert q.score(wrong) == 0.0, wrong


def test_a_wrong_answer_is_refused():
    assert_each(GRADED, _a_wrong_answer_is_refused, name=str)


def _in_steps_a_wrong_answer_first_gets_a_hint(key):
    do_the_learners_part(key)
    q = exercise(key)
    wrong = wrong_answers(q)[0]
    feedback_in_steps(True)
    for lang in ("en", "fr"):
        step = q.check(wrong, lang)
        assert step.correct is False and not step.revealed, lang
        assert ("💡" in step.text) is (key not in NO_GLOSSARY_HINT), step.text
        full = step.reveal()
        assert full.revealed and full.correct is False and full.text != step.text
        assert q.check(wrong, lang, reveal=True).revealed
        assert q.check(q.answer(), lang).revealed  # nothing is left to find in a right answer


def test_in_steps_a_wrong_answer_first_gets_a_hint():
    assert_each(GRADED, _in_steps_a_wrong_answer_first_gets_a_hint, name=str)


def _no_answer_yet_is_not_a_wrong_answer(key):
    q = exercise(key)
    for blank in (..., "...", " … "):  # the placeholder of a student edition's answer cell
        result = q.check(blank, "fr")
        assert result.correct is False and result.lines == [], blank
        assert result.headline == say("exercise.no_answer", "fr")
        assert q.score(blank) == 0.0


def test_no_answer_yet_is_not_a_wrong_answer():
    assert_each(GRADED, _no_answer_yet_is_not_a_wrong_answer, name=str)


def _an_explanation_is_kept_not_graded(key):
    q = exercise(key)
    for blank in (..., "...", "  ", None):
        assert q.check(blank).correct is None, blank
    assert len(explanations()) == 0  # nothing written yet: nothing kept
    noted = q.check("Because  the rules\nsay so.", "fr")
    assert noted.correct is None and "Because the rules say so." in noted.text
    assert explanations().answers[key][1] == "Because the rules say so."
    assert explanations().to_list()[0]["name"] == key
    solution = q.solution()
    assert solution.correct is None and "Because the rules say so." in solution.text
    with pytest.raises(TypeError):
        q.score("Because the rules say so.")
    with pytest.raises(TypeError):
        q.score(...)


def test_an_explanation_is_kept_not_graded():
    assert_each(EXPLAIN, _an_explanation_is_kept_not_graded, name=str)
