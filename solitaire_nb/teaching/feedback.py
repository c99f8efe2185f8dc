"""What a check returns, and feedback given in steps.

Every exercise's ``check(answer, lang=None, reveal=None)`` returns a :class:`Result`.

- **Full feedback** (``reveal=True``, the default): one line per answer, right or wrong,
  with the engine's reason.
- **Feedback in steps** (``reveal=False``, or for every check after
  :func:`feedback_in_steps`): a wrong answer first gets only how many of its parts are
  wrong and a hint naming the glossary concept involved (its term, in the learner's
  language).  The full feedback comes on request: ``result.reveal()``, or the check run
  again with ``reveal=True``.  A right answer always gets the full feedback: there is
  nothing left to find.

A free-text answer (:class:`~solitaire_nb.teaching.why.ExplainWhy`) is not graded: its
result has ``correct = None``.

Every check of an answer is saved in the learner's record (:mod:`.attempts`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine.game import Game
from ..engine.moves import Move
from ..rules.concept import Concept
from ..text import glossary
from ..text.language import resolve_lang
from ..text.messages import pile_in_sentence
from ..text.phrases import say
from . import exercise_words  # noqa: F401  (defines the exercise phrases)
from .attempts import note_check

_SETTINGS = {"steps": False}


def feedback_in_steps(on: bool = True) -> None:
    """From now on, checks that are not given ``reveal`` answer in steps (``on=False``:
    full feedback again).  A student edition turns it on once, at the top."""
    _SETTINGS["steps"] = bool(on)


def in_steps(reveal: bool | None) -> bool:
    """Whether a check given ``reveal`` answers in steps."""
    return _SETTINGS["steps"] if reveal is None else not reveal


def unanswered(answer: Any) -> bool:
    """True for the placeholder ``...`` that an answer cell holds until the learner answers."""
    return answer is Ellipsis or (isinstance(answer, str) and answer.strip() in ("...", "…"))


def mark(ok: bool) -> str:
    """The tick or cross that starts a line of feedback."""
    return "✅ " if ok else "❌ "


class Result:
    """What a check returns: ``correct`` (True, False, or None when not graded), a headline
    and one line per answer.  Displays as Markdown in a notebook, as plain text elsewhere.
    ``wrong`` counts the wrong parts of the answer; :meth:`reveal` gives the full feedback."""

    def __init__(self, correct: bool | None, lines: list[str], lang: str, game: Game | None = None,
                 headline: str | None = None) -> None:
        self.correct = None if correct is None else bool(correct)
        self.lines = list(lines)
        self.lang = lang
        self.game = game  # the position reached, when the exercise plays moves
        self.headline = headline or say("exercise.right" if self.correct else "exercise.wrong", lang)
        self.wrong = 0
        self.concepts: list[Concept] = []
        self._full: Result | None = None

    @property
    def revealed(self) -> bool:
        """False for the first step of feedback given in steps."""
        return self._full is None

    def reveal(self) -> Result:
        """The full feedback: every answer, right or wrong, and why."""
        return self._full if self._full is not None else self

    def first_step(self, count_line: str) -> Result:
        """This result's first step: ``count_line`` (how many are wrong), a hint naming the
        concepts involved, and how to see the rest."""
        lang = self.lang
        lines = [mark(False) + count_line]
        labels = [c.label(lang) for c in self.concepts[:3]]
        terms = ", ".join(f"« {label[:1].upper()}{label[1:]} »" for label in labels)
        if terms:
            lines.append("💡 " + say("exercise.hint_concept", lang, terms=terms, n=len(self.concepts[:3])))
        lines.append(say("exercise.how_to_reveal", lang))
        step = Result(False, lines, lang, game=self.game, headline=self.headline)
        step.wrong, step.concepts, step._full = self.wrong, self.concepts, self
        return step

    @property
    def text(self) -> str:
        return "\n".join([self.headline] + [f"- {line}" for line in self.lines])

    def _repr_markdown_(self) -> str:
        return f"**{self.headline}**\n\n" + "\n".join(f"- {line}" for line in self.lines)

    def __str__(self) -> str:
        return self.text.replace("**", "").replace("`", "")

    def __repr__(self) -> str:
        return str(self)


class GlossaryWord(Concept):
    """A concept named by its glossary key alone (a teacher's ``concept="build_down_by"``):
    a placeholder of its term reads in general, "Build down by N"."""

    def label(self, lang: str | None = None) -> str:
        return glossary.entry(self.key).generic("term", lang)


def concept_of(concept: Concept | str | None) -> Concept | None:
    """A concept from a concept or a glossary key (``KeyError`` for an unknown key)."""
    if isinstance(concept, str):
        glossary.entry(concept)
        return GlossaryWord(concept)
    return concept


def unique(concepts: Iterable[Concept | None]) -> list[Concept]:
    """Concepts without repeats (by glossary key and label) nor None, in order."""
    seen, kept = set(), []
    for concept in concepts:
        if concept is None:
            continue
        ident = (concept.key, concept.label("en"))
        if ident not in seen:
            seen.add(ident)
            kept.append(concept)
    return kept


def allowing(game: Game, move: Move) -> Concept | None:
    """The concept that lets a legal move be played: the empty-pile rule of an empty
    target, what moves together for several cards, else the target's building rule."""
    if move.kind != "move":
        group = game.ruleset.stock_group
        return getattr(group, "deal", None)
    source, target = game.find_pile(move.source), game.find_pile(move.target)
    if source is None or target is None:
        return None
    if not target.cards:
        return target.group.empty
    if move.count > 1:
        return source.group.moves
    return target.group.build or target.group.role


def refusing(game: Game, move: Move) -> Concept | None:
    """The concept that refuses ``move`` (None when it is legal)."""
    refusal = game.check(move)
    return refusal.rule if refusal is not None else None


def describe_move(game: Game, move: Move, lang: str | None = None) -> str:
    """A move in words: "Q♥ from Tableau 1 to Tableau 2" (deals and redeals by name)."""
    lang = resolve_lang(lang)
    if move.kind != "move":
        action = game.ruleset.actions.get(move.kind)
        return action.label(lang) if action is not None else say(f"move.{move.kind}", lang)
    try:
        source, target = game.pile(move.source), game.pile(move.target)
    except KeyError:
        return str(move)
    cards = " ".join(c.phrase_text(lang) for c in source.cards[-move.count:]) or "?"
    return say("exercise.move_line", lang, cards=cards, source=pile_in_sentence(source, lang, "from"),
               target=pile_in_sentence(target, lang, "to"))



class Exercise:
    """The common part: ``ask(lang)``, ``check(answer, lang, reveal)``, ``answer()`` and
    ``solution(lang)``; displaying an exercise shows its question."""

    def ask(self, lang: str | None = None) -> str:
        raise NotImplementedError

    #: The name the learner's attempts are saved under (see :mod:`.attempts`); None: made
    #: from the exercise's kind and question.  The bank sets it to the exercise's key.
    name: str | None = None

    def check(self, answer: Any, lang: str | None = None, reveal: bool | None = None) -> Result:
        """The learner's ``answer`` checked, in words, and saved in the learner's record
        (:mod:`.attempts`).  ``...`` (the placeholder of a student edition's answer cell)
        gets "no answer yet" rather than a wrong mark, and is not saved."""
        result = self._checked(answer, lang, reveal)
        if not unanswered(answer):
            note_check(self, answer, result.correct, result)
        return result

    def _checked(self, answer: Any, lang: str | None, reveal: bool | None) -> Result:
        lang = resolve_lang(lang)
        if unanswered(answer):
            return Result(False, [], lang, headline=say("exercise.no_answer", lang))
        return self._check(answer, lang, reveal)

    def _check(self, answer: Any, lang: str, reveal: bool | None) -> Result:
        raise NotImplementedError

    def score(self, answer: Any) -> float:
        """1.0 for a right answer, 0.0 otherwise: the value an autograded cell shows, which
        nbgrader reads as the points earned (``points: 1`` in the cell's metadata)."""
        return 1.0 if self.check(answer, "en", reveal=True).correct else 0.0

    def answer(self) -> Any:
        """The expected answer (for teachers and tests)."""
        raise NotImplementedError

    def solution(self, lang: str | None = None) -> Result:
        """The expected answer, checked: every line shows why."""
        lang = resolve_lang(lang)
        result = self._checked(self.answer(), lang, reveal=True)   # not an attempt: not saved
        result.headline = say("exercise.solution", lang)
        return result

    def _result(self, correct: bool, lines: list[str], lang: str, reveal: bool | None, *, wrong: int,
                count_line: str, concepts: Iterable[Concept | None] = (), game: Game | None = None) -> Result:
        """The full result, or its first step when feedback comes in steps."""
        full = Result(correct, lines, lang, game=game)
        full.wrong, full.concepts = (0 if correct else max(wrong, 1)), unique(concepts)
        if full.correct or not in_steps(reveal):
            return full
        return full.first_step(count_line)

    @staticmethod
    def _count_line(wrong: int, total: int, lang: str) -> str:
        """"2 of your 4 answers are wrong." (or "Your answer is wrong." for one answer)."""
        if total <= 1:
            return say("exercise.count_one", lang)
        return say("exercise.count_of", lang, n=max(wrong, 1), total=total)

    def _repr_markdown_(self) -> str:
        return self.ask()

    def __repr__(self) -> str:
        return self.ask().replace("**", "").replace("`", "")
