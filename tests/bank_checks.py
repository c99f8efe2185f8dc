"""Shared helpers for the tests of the exercise bank (``tests/test_bank.py``, which checks what
every exercise must do, and ``tests/test_bank_<module>.py``, what is particular to one module)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import solitaire_nb as sn
from solitaire_nb.engine import ruleset
from solitaire_nb.engine.moves import Move
from solitaire_nb.games.klondike import klondike
from solitaire_nb.rules import ANY_CARD, declaration
from solitaire_nb.teaching.bank import exercise, keys
from solitaire_nb.teaching.bank.variant import register_variant
from solitaire_nb.teaching.exercises import BuildSequence
from solitaire_nb.teaching.why import ExplainWhy

#: The exercises whose answer is the learner's own game: the id it is registered under, and
#: how it differs from Klondike's groups of piles.
VARIANT_TASKS = {
    "variant.open_klondike": ("open_klondike", {"tableau": {"empty": ANY_CARD}}),
    "variant.closed_foundations": ("closed_foundations", {"foundation": {"in_play": False}}),
}


def module_keys(module: str) -> list[str]:
    """The keys of one module of the bank (``"cards"`` -> ``["cards.top_cards", ...]``)."""
    return [key for key in keys() if key.startswith(module + ".")]


def assert_module_holds(module: str, graded: Iterable[str], explain: Iterable[str]) -> None:
    """The module's keys are exactly ``graded`` and ``explain``, and its "explain why"
    questions (free text, not graded) are exactly ``explain``."""
    explain = sorted(explain)
    assert module_keys(module) == sorted({*graded, *explain})
    assert [key for key in module_keys(module) if isinstance(exercise(key), ExplainWhy)] == explain


@contextmanager
def own_game_registry() -> Iterator[None]:
    """The games registered inside (a learner's variants) are forgotten afterwards."""
    saved = declaration._REGISTRY
    declaration._REGISTRY = dict(saved)
    try:
        yield
    finally:
        declaration._REGISTRY = saved
        ruleset._cached.cache_clear()


def do_the_learners_part(key: str) -> None:
    """What a learner does before the answer to ``key`` can be right: for a variant task,
    register the game asked for (call it inside :func:`own_game_registry`)."""
    if key in VARIANT_TASKS:
        game_id, groups = VARIANT_TASKS[key]
        register_variant(game_id, lambda: klondike().but(groups=groups))


def refused_move(game: sn.Game) -> str:
    """A one-card move between two piles of ``game`` that its rules refuse (in its notation)."""
    for source in game.piles:
        for target in game.piles:
            move = Move(source.id, target.id, 1, "move", game.notation)
            if source.cards and target is not source and game.check(move) is not None:
                return str(move)
    raise AssertionError("every move of this position is legal")


def wrong_answers(ex: Any) -> list[Any]:
    """Answers that must be refused; the first one names a glossary word to think about when
    feedback comes in steps (a move-sequence puzzle's first move refused by a rule)."""
    expected = ex.answer()
    if isinstance(ex, BuildSequence):
        return [[refused_move(ex.game)], expected[:-1]]  # ... and one that stops short of the goal
    if isinstance(expected, bool):
        return [not expected]
    if isinstance(expected, int):
        return [expected + 1]
    return ["something else"]


def assert_accepted(key: str, answers: Iterable[Any], langs: Iterable[str] = ("en", "fr")) -> None:
    """Each of ``answers`` (other forms of the expected one) is right in every language of ``langs``."""
    q = exercise(key)
    langs = list(langs)
    for answer in answers:
        for lang in langs:
            assert q.check(answer, lang, reveal=True).correct, (answer, lang)
        assert q.score(answer) == 1.0, answer


def assert_refused(key: str, answers: Iterable[Any], lang: str = "en") -> None:
    """Each of ``answers`` is wrong, and scores nothing."""
    q = exercise(key)
    for answer in answers:
        assert q.check(answer, lang, reveal=True).correct is False, answer
        assert q.score(answer) == 0.0, answer
