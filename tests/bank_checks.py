"""Shared checks for the exercise bank's modules (used by ``tests/test_bank_*.py``)."""

from __future__ import annotations

from solitaire_nb.teaching.bank import exercise, keys
from solitaire_nb.teaching.exercises import BuildSequence, Question
from solitaire_nb.teaching.why import ExplainWhy


def module_keys(module: str) -> list[str]:
    return [key for key in keys() if key.startswith(module + ".")]


def wrong_answer(ex):
    """An answer that must be refused."""
    if isinstance(ex, BuildSequence):
        return ex.answer()[:-1]
    expected = ex.answer()
    if isinstance(expected, bool):
        return not expected
    if isinstance(expected, int):
        return expected + 1
    return "something else"


def check_exercise(key: str) -> None:
    """Its question exists in both languages; its expected answer is accepted and a wrong one refused
    (an "explain why" is noted, not graded)."""
    ex = exercise(key)
    english, french = ex.ask("en"), ex.ask("fr")
    assert english and french and english != french, key
    assert "{" not in english + french, key
    if isinstance(ex, ExplainWhy):
        assert ex.check("Because the rules say so.", "en").correct is None
        return
    assert isinstance(ex, (Question, BuildSequence)), key
    assert ex.check(ex.answer(), "en").correct is True, key
    assert ex.score(ex.answer()) == 1.0, key
    assert ex.check(wrong_answer(ex), "en").correct is False, key
    assert ex.score(wrong_answer(ex)) == 0.0, key
    assert ex.check(..., "en").correct is False, key  # the student edition's placeholder


def each_call_is_new(key: str) -> None:
    first, second = exercise(key), exercise(key)
    assert first is not second
    if isinstance(first, BuildSequence):
        first.game.play(first.answer()[0])
        assert second.check(second.answer(), "en").correct
