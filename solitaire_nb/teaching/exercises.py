"""Exercises the engine checks, with feedback in English or French.

Each exercise has :meth:`~Exercise.ask` (the question, as text), :meth:`~Exercise.check`
(the learner's answer -> a :class:`Result`) and :meth:`~Exercise.solution`.  A result
says, answer by answer, what was right or wrong and *why*, in the engine's words
(``game.explain``), and displays as Markdown in a notebook; ``result.correct`` is a bool.

    >>> import solitaire_nb as sn
    >>> from solitaire_nb.exercises import CountCapacity
    >>> CountCapacity(free_cells=2, empty_piles=1).check(6).correct
    True

Everything printed follows :func:`solitaire_nb.set_lang` unless ``lang`` is given.
This module is pure Python: it never imports the widget.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from ..engine.game import Game
from ..engine.moves import IllegalMove, Move
from ..rules.cards import Card, parse_cards
from ..text.language import resolve_lang
from ..text.messages import pile_in_sentence
from ..text.phrases import Phrase, say
from . import exercise_words  # noqa: F401  (defines the exercise phrases)
from .goals import AllOf, Custom, Goal, OnFoundation, PileIs, Won


def _mark(ok: bool) -> str:
    """The tick or cross that starts a line of feedback."""
    return "✅ " if ok else "❌ "


def _as_list(answer: Any) -> list:
    """A learner's answer as a list: a string is split on spaces and commas."""
    if answer is None:
        return []
    if isinstance(answer, str):
        return [part for part in re.split(r"[\s,;]+", answer.strip()) if part]
    if isinstance(answer, (Move, Card, int)):
        return [answer]
    return list(answer)


class Result:
    """What :meth:`Exercise.check` returns: ``correct`` (bool), a headline and one line
    per answer.  Displays as Markdown in a notebook, as plain text elsewhere."""

    def __init__(self, correct: bool, lines: list[str], lang: str, game: Game | None = None,
                 headline: str | None = None) -> None:
        self.correct = bool(correct)
        self.lines = list(lines)
        self.lang = lang
        self.game = game  # the position reached, when the exercise plays moves
        self.headline = headline or say("exercise.right" if self.correct else "exercise.wrong", lang)

    @property
    def text(self) -> str:
        return "\n".join([self.headline] + [f"- {line}" for line in self.lines])

    def _repr_markdown_(self) -> str:
        return f"**{self.headline}**\n\n" + "\n".join(f"- {line}" for line in self.lines)

    def __str__(self) -> str:
        return self.text.replace("**", "").replace("`", "")

    def __repr__(self) -> str:
        return str(self)


class Exercise:
    """The common part: ``ask(lang)``, ``check(answer, lang)``, ``solution(lang)``;
    displaying an exercise shows its question."""

    def ask(self, lang: str | None = None) -> str:
        raise NotImplementedError

    def check(self, answer: Any, lang: str | None = None) -> Result:
        raise NotImplementedError

    def answer(self) -> Any:
        """The expected answer (for teachers and tests)."""
        raise NotImplementedError

    def solution(self, lang: str | None = None) -> Result:
        """The expected answer, checked: every line shows why."""
        lang = resolve_lang(lang)
        result = self.check(self.answer(), lang)
        result.headline = say("exercise.solution", lang)
        return result

    def _repr_markdown_(self) -> str:
        return self.ask()

    def __repr__(self) -> str:
        return self.ask().replace("**", "").replace("`", "")


# --------------------------------------------------------------------------- moves


def describe_move(game: Game, move: Move, lang: str | None = None) -> str:
    """A move in words: "Q♥ from Tableau 1 to Tableau 2" (deals and redeals by name)."""
    if (lang := resolve_lang(lang)) and move.kind != "move":
        action = game.ruleset.actions.get(move.kind)
        return action.label(lang) if action is not None else say(f"move.{move.kind}", lang)
    try:
        source, target = game.pile(move.source), game.pile(move.target)
    except KeyError:
        return str(move)
    cards = " ".join(c.phrase_text(lang) for c in source.cards[-move.count:]) or "?"
    return say("exercise.move_line", lang, cards=cards, source=pile_in_sentence(source, lang, "from"),
               target=pile_in_sentence(target, lang, "to"))


def clean_rule(text: str) -> str:
    """A suit rule's sentence without its leading "and" (whole sentences: ``Concept.rule_alone``)."""
    for start in ("and ", "et "):
        if text.startswith(start):
            return text[len(start):]
    return text


def _parse_move(game: Game, item: Any) -> Move:
    if isinstance(item, Move):
        return item
    return game.notation.parse(str(item).strip(), game)


class LegalMoves(Exercise):
    """"Which of these moves are legal?"  ``candidates`` are move notations (or
    :class:`~solitaire_nb.game.Move` objects), labelled a, b, c...  The answer is the
    list of the legal ones, by letter or by notation (a string "a c" works too)."""

    def __init__(self, game: Game, candidates: Any) -> None:
        self.game = game
        self.candidates = [_parse_move(game, c) for c in candidates]
        if not self.candidates:
            raise ValueError("give at least one candidate move")
        self.letters = [chr(ord("a") + i) for i in range(len(self.candidates))]

    def ask(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        lines = [say("exercise.ask_legal", lang), ""]
        for letter, move in zip(self.letters, self.candidates):
            lines.append(f"- **{letter})** `{move}` — {describe_move(self.game, move, lang)}")
        return "\n".join(lines)

    def answer(self) -> list:
        return [letter for letter, move in zip(self.letters, self.candidates)
                if self.game.check(move) is None]

    def _chosen(self, answer: Any) -> set:
        chosen = set()
        for item in _as_list(answer):
            text = str(item).strip().rstrip(")").lower() if not isinstance(item, Move) else None
            if text in self.letters:
                chosen.add(self.letters.index(text))
                continue
            try:
                move = _parse_move(self.game, item)
            except (ValueError, KeyError):
                continue
            if move in self.candidates:
                chosen.add(self.candidates.index(move))
        return chosen

    def check(self, answer: Any, lang: str | None = None) -> Result:
        lang = resolve_lang(lang)
        chosen = self._chosen(answer)
        lines, correct = [], True
        for i, (letter, move) in enumerate(zip(self.letters, self.candidates)):
            legal = self.game.check(move) is None
            said = i in chosen
            ok = said == legal
            correct &= ok
            said_text = say("exercise.legal" if said else "exercise.illegal", lang)
            truth = say("exercise.legal" if legal else "exercise.illegal", lang)
            lines.append(f"{_mark(ok)[:-1]} **{letter})** `{move}`: "
                         f"{say('exercise.said', lang, said=said_text, truth=truth)}. "
                         f"{self.game.explain(move, lang)}")
        return Result(correct, lines, lang)


class PickTarget(Exercise):
    """"Where may these cards go?"  The answer is a list of pile ids, compared with
    ``game.targets(source, count)``; every pile named or missed is explained."""

    def __init__(self, game: Game, source: str, count: int = 1) -> None:
        self.game = game
        self.source = source
        self.count = count
        game.pile(source)  # KeyError names the valid piles

    def _cards(self, lang: str) -> str:
        return " ".join(c.phrase_text(lang) for c in self.game.pile(self.source).cards[-self.count:])

    def ask(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        return say("exercise.ask_target", lang, cards=f"**{self._cards(lang)}**",
                  source=pile_in_sentence(self.game.pile(self.source), lang, "from"))

    def answer(self) -> list:
        return self.game.targets(self.source, self.count)

    def _why(self, target: str, lang: str) -> str:
        move = Move(self.source, target, self.count, "move", self.game.notation)
        return self.game.explain(move, lang)

    def check(self, answer: Any, lang: str | None = None) -> Result:
        lang = resolve_lang(lang)
        named = []
        for item in _as_list(answer):
            pile_id = getattr(item, "id", item)
            if pile_id not in named:
                named.append(str(pile_id))
        truth = self.answer()
        valid = [p.id for p in self.game.piles]
        lines, correct = [], True
        for pile_id in named:
            if pile_id not in valid:
                correct = False
                lines.append(_mark(False) + say("exercise.unknown_pile", lang, pile=pile_id,
                                                       piles=", ".join(valid)))
            elif pile_id in truth:
                lines.append(_mark(True) + say("exercise.found", lang, pile=f"`{pile_id}`",
                                                       why=self._why(pile_id, lang)))
            else:
                correct = False
                lines.append(_mark(False) + say("exercise.wrong_target", lang, pile=f"`{pile_id}`",
                                                       why=self._why(pile_id, lang)))
        for pile_id in truth:
            if pile_id not in named:
                correct = False
                lines.append(_mark(False) + say("exercise.missed", lang, pile=f"`{pile_id}`",
                                                       why=self._why(pile_id, lang)))
        if not truth and not named:
            lines.append(say("exercise.no_targets", lang))
        return Result(correct, lines, lang)


# --------------------------------------------------------------------------- goals


class BuildSequence(Exercise):
    """"Reach this goal": the learner's moves are played, in order, on a copy of the
    game (the game itself never changes) and the goal is tested at the end.

    ``goal`` is a :class:`Goal` (``PileIs``, ``OnFoundation``, ``Won``, ``Custom``,
    ``AllOf``) or a callable ``goal(game) -> bool`` with ``text={"en":..., "fr":...}``.
    ``solution`` (optional) is a list of moves reaching the goal; ``best`` is its length.
    """

    def __init__(self, game: Game, goal: Goal | Callable[[Game], bool], text: dict | None = None,
                 solution: Any = None) -> None:
        self.game = game
        if not isinstance(goal, Goal):
            if not callable(goal) or text is None:
                raise TypeError("goal must be a Goal, or a callable with text={'en': ..., 'fr': ...}")
            goal = Custom(goal, text)
        self.goal = goal
        self.moves = list(solution) if solution is not None else None

    def ask(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        return say("exercise.ask_build", lang, goal=f"**{self.goal.text(lang)}**")

    def answer(self) -> list:
        if self.moves is None:
            raise ValueError("this exercise was given no solution")
        return list(self.moves)

    def check(self, answer: Any, lang: str | None = None) -> Result:
        lang = resolve_lang(lang)
        game = self.game.copy()
        lines, ok = [], True
        moves = _as_list(answer)
        for i, item in enumerate(moves, start=1):
            try:
                move = _parse_move(game, item)
            except (ValueError, KeyError) as exc:
                lines.append(_mark(False) + say("exercise.step_unreadable", lang, i=i, move=item, why=exc))
                ok = False
                break
            why = game.explain(move, lang)
            try:
                game.play(move)
            except IllegalMove:
                lines.append(_mark(False) + say("exercise.step_bad", lang, i=i, move=move, why=why))
                ok = False
                break
            lines.append(_mark(True) + say("exercise.step_ok", lang, i=i, move=move, why=why))
        reached = ok and self.goal.test(game)
        goal = self.goal.text(lang)
        if reached:
            lines.append(_mark(True) + say("exercise.goal_met", lang, goal=goal))
            if self.moves is not None and len(self.moves) < len(moves):
                lines.append("💡 " + say("exercise.too_long", lang, best=len(self.moves), n=len(moves)))
        else:
            lines.append(_mark(False) + say("exercise.goal_missed", lang, goal=goal))
        return Result(reached, lines, lang, game=game)


# --------------------------------------------------------------------------- counting


class CountCapacity(Exercise):
    """FreeCell arithmetic: how many cards may move together with ``free_cells`` empty
    cells and ``empty_piles`` empty columns?  ``onto_empty=True``: the sequence goes
    into one of those empty columns, which then does not count."""

    def __init__(self, free_cells: int, empty_piles: int, onto_empty: bool = False) -> None:
        if free_cells < 0 or empty_piles < 0 or (onto_empty and empty_piles < 1):
            raise ValueError("counts must be >= 0 (and >= 1 empty column to move onto one)")
        self.free_cells, self.empty_piles, self.onto_empty = free_cells, empty_piles, onto_empty

    def _counted_piles(self) -> int:
        return self.empty_piles - (1 if self.onto_empty else 0)

    def ask(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        onto = say("exercise.onto_empty", lang) if self.onto_empty else ""
        return say("exercise.ask_capacity", lang, cells=self.free_cells, piles=self.empty_piles, onto=onto)

    def answer(self) -> int:
        from ..rules.units import FreeCellLimitedSequence
        return FreeCellLimitedSequence.capacity(self.free_cells, self._counted_piles())

    def check(self, answer: Any, lang: str | None = None) -> Result:
        lang = resolve_lang(lang)
        truth = self.answer()
        try:
            given = int(answer)
        except (TypeError, ValueError):
            given = None
        correct = given == truth
        lines = [_mark(correct) + say("exercise.your_answer", lang, answer=answer)]
        if self.onto_empty:
            lines.append(say("exercise.capacity_onto", lang, piles=self._counted_piles()))
        lines.append(say("exercise.capacity", lang, cells=self.free_cells, piles=self._counted_piles(),
                        value=truth))
        return Result(correct, lines, lang)


class WhichFit(Exercise):
    """"Which of these cards may go on that card?" under a building rule
    (a :class:`~solitaire_nb.vocabulary.Build`): the answer is a list of card codes."""

    def __init__(self, build: Any, onto: Any, cards: Any) -> None:
        self.build = build
        self.onto = Card.parse(onto) if isinstance(onto, str) else onto
        self.cards = parse_cards(cards) if isinstance(cards, str) else [
            Card.parse(c) if isinstance(c, str) else c for c in cards]

    def ask(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        return say("exercise.ask_fit", lang, rule=self.build.label(lang),
                  onto=self.onto, name=self.onto.name(lang),
                  cards=", ".join(f"`{c}`" for c in self.cards))

    def answer(self) -> list:
        return [str(c) for c in self.cards if self.build.fits(c, self.onto)]

    def why(self, card: Any, lang: str | None = None) -> str:
        """Why ``card`` fits on the target card or not, in the glossary's words."""
        lang = resolve_lang(lang)
        concept = self.build.refusing(card, self.onto)
        if concept is None:
            return say("exercise.fit_why_ok", lang, rule=self.build.rule(lang))
        return say("exercise.fit_why_no", lang, concept=concept.label(lang),
                   rule=concept.rule_alone(lang))

    def check(self, answer: Any, lang: str | None = None) -> Result:
        lang = resolve_lang(lang)
        chosen = set()
        for item in _as_list(answer):
            try:
                chosen.add((Card.parse(item) if isinstance(item, str) else item).code)
            except ValueError:
                continue
        lines, correct = [], True
        for card in self.cards:
            fits = self.build.fits(card, self.onto)
            said = card.code in chosen
            correct &= said == fits
            lines.append(_mark(said == fits) + say(
                "exercise.fit_line", lang, card=f"`{card}`",
                said=say("exercise.fits" if said else "exercise.not_fits", lang),
                truth=say("exercise.fits" if fits else "exercise.not_fits", lang),
                why=self.why(card, lang)))
        return Result(correct, lines, lang)


class Question(Exercise):
    """A question with one expected answer (a number, a word, or a set of words), a
    bilingual question, an explanation (shown once right) and a hint (shown when wrong):
    ``Question({"en": ..., "fr": ...}, 104, {"en": "two decks of 52", "fr": "deux paquets de 52"})``."""

    def __init__(self, question: Phrase | Mapping[str, str], expected: Any,
                 explanation: Phrase | Mapping[str, str] | None = None,
                 hint: Phrase | Mapping[str, str] | None = None) -> None:
        self.question, self.expected = Phrase.of(question), expected
        self.explanation = Phrase.of(explanation) if explanation else None
        self.hint = Phrase.of(hint) if hint else None

    def ask(self, lang: str | None = None) -> str:
        return self.question.text(lang)

    def answer(self) -> Any:
        return self.expected

    @staticmethod
    def _norm(value: Any) -> Any:
        if isinstance(value, (set, frozenset, list, tuple)):
            return frozenset(Question._norm(v) for v in value)
        if isinstance(value, str):
            text = value.strip().lower()
            try:
                return int(text)
            except ValueError:
                return text
        return value

    def check(self, answer: Any, lang: str | None = None) -> Result:
        lang = resolve_lang(lang)
        correct = self._norm(answer) == self._norm(self.expected)
        lines = [_mark(correct) + say("exercise.your_answer", lang, answer=answer)]
        if correct and self.explanation is not None:
            lines.append(self.explanation.text(lang))
        elif not correct and self.hint is not None:
            lines.append("💡 " + self.hint.text(lang))
        return Result(correct, lines, lang)


__all__ = ["Result", "Exercise", "LegalMoves", "PickTarget", "BuildSequence", "Goal", "PileIs",
           "OnFoundation", "Won", "Custom", "AllOf", "CountCapacity", "WhichFit", "Question", "describe_move"]
