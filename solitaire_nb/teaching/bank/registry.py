"""Exercises known by a key, so that a notebook asks ``exercise("cards.spider_deck")``
and its source holds neither the question's words in two languages nor the answer.

The question, its expected answer, the explanation shown once it is right and the hint
shown when it is wrong are written here, in English and French; the notebook's code is
the same in both editions of a notebook, and its student edition gives nothing away.
Exercises whose answer the engine works out from a position (which cards fit, which
moves are legal, which rule refuses a move) need no key: a notebook builds them in
place, as the position itself is part of the lesson.

Each call of :func:`exercise` returns a new exercise, with its own copy of its position.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping
from typing import Any

from ...rules.concept import Concept
from ..feedback import Exercise
from ..why import ExplainWhy

_FACTORIES: dict[str, Callable[[], Exercise]] = {}


def define(key: str) -> Callable[[Callable[[], Exercise]], Callable[[], Exercise]]:
    """Decorator: register a function building the exercise known as ``key``."""
    def wrap(factory: Callable[[], Exercise]) -> Callable[[], Exercise]:
        if key in _FACTORIES:
            raise ValueError(f"two exercises are called {key!r}")
        _FACTORIES[key] = factory
        return factory
    return wrap


def question(key: str, *, question: Mapping[str, str], expected: Any,
             explanation: Mapping[str, str] | None = None, hint: Mapping[str, str] | None = None,
             concept: Concept | str | None = None) -> None:
    """Register a :class:`~solitaire_nb.teaching.exercises.Question` with one expected answer."""
    from ..exercises import Question

    define(key)(lambda: Question(question, expected, explanation, hint, concept))


def explain_why(key: str, *, question: Mapping[str, str], concept: Concept | str | None = None) -> None:
    """Register an "explain why" question (free text, kept for the teacher, not graded)."""
    define(key)(lambda: ExplainWhy(question, name=key, concept=concept))


def exercise(key: str) -> Exercise:
    """A new copy of the exercise known as ``key`` (``KeyError`` naming the closest keys)."""
    if key not in _FACTORIES:
        close = difflib.get_close_matches(str(key), list(_FACTORIES), n=3)
        hint = f"; did you mean {', '.join(map(repr, close))}?" if close else ""
        raise KeyError(f"no exercise is called {key!r}{hint}")
    made = _FACTORIES[key]()
    made.name = key     # the learner's attempts are saved under the key
    return made


def keys() -> list[str]:
    """Every key, in alphabetical order."""
    return sorted(_FACTORIES)
