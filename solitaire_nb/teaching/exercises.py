"""Exercises the engine checks, with feedback in English or French.

Each exercise has :meth:`~Exercise.ask` (the question, as text), :meth:`~Exercise.check`
(the learner's answer -> a :class:`Result`) and :meth:`~Exercise.solution`.  A result
says, answer by answer, what was right or wrong and *why*, in the engine's words
(``game.explain``), and displays as Markdown in a notebook; ``result.correct`` is a bool
(None for a free-text answer, which is not graded).

    >>> import solitaire_nb as sn
    >>> from solitaire_nb.teaching.exercises import CountCapacity
    >>> CountCapacity(free_cells=2, empty_piles=1).check(6).correct
    True

**Feedback in steps.**  ``check(answer, reveal=False)`` (or every check after
:func:`feedback_in_steps`) first says only how many answers are wrong and names the
glossary concept to think about; ``result.reveal()`` gives the full feedback
(see :mod:`.feedback`).

**Answers in every form the kit teaches** are read (:mod:`.answers`): ``t1`` or
``tableau1``, FreeCell's ``a`` and ``3``, ``True``/``oui``/``vrai``, ``K♠``/``R♠``/``ks``.

**Each exercise keeps its own position**: it works on a copy of the game it was given,
so playing on a table above it changes nothing.

Two more kinds of question, "which rule refuses this move?" (:class:`WhichRule`) and
"explain why" (:class:`ExplainWhy`, free text collected for the teacher), live in
:mod:`.why` and are exported here too.

Everything printed follows :func:`solitaire_nb.set_lang` unless ``lang`` is given.
This module is pure Python: it never imports the widget.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..engine.game import Game
from ..engine.moves import IllegalMove, Move
from ..rules.cards import Card
from ..rules.concept import Concept
from ..text.language import resolve_lang
from ..text.messages import pile_in_sentence
from ..text.phrases import Phrase, say
from .answers import as_list, normalise, read_card, read_pile
from .feedback import (
    Exercise,
    Result,
    allowing,
    concept_of,
    describe_move,
    feedback_in_steps,
    mark,
    refusing,
)
from .goals import AllOf, Custom, Goal, OnFoundation, PileIs, Won
from .why import ExplainWhy, Explanations, WhichRule, explanations

# --------------------------------------------------------------------------- moves


def _parse_move(game: Game, item: Any) -> Move:
    if isinstance(item, Move):
        return item
    return game.notation.parse(str(item).strip(), game)


class LegalMoves(Exercise):
    """"Which of these moves are legal?"  ``candidates`` are move notations (or
    :class:`~solitaire_nb.engine.moves.Move` objects), labelled a, b, c...  The answer is the
    list of the legal ones, by letter or by notation (a string "a c" works too).
    The exercise keeps a copy of ``game`` as it is now."""

    def __init__(self, game: Game, candidates: Any) -> None:
        self.game = game.copy()
        self.candidates = [_parse_move(self.game, c) for c in candidates]
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
        for item in as_list(answer):
            text = str(item).strip().strip("`'\"").rstrip(")").lower() if not isinstance(item, Move) else None
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

    def _check(self, answer: Any, lang: str | None = None, reveal: bool | None = None) -> Result:
        lang = resolve_lang(lang)
        chosen = self._chosen(answer)
        lines: list[str] = []
        concepts: list[Concept | None] = []
        for i, (letter, move) in enumerate(zip(self.letters, self.candidates)):
            legal = self.game.check(move) is None
            said = i in chosen
            ok = said == legal
            if not ok:
                concepts.append(allowing(self.game, move) if legal else refusing(self.game, move))
            said_text = say("exercise.legal" if said else "exercise.illegal", lang)
            truth = say("exercise.legal" if legal else "exercise.illegal", lang)
            said_line = say("exercise.said_move", lang, letter=letter, move=move, said=said_text,
                            truth=truth)
            lines.append(f"{mark(ok)[:-1]} {said_line} {self.game.explain(move, lang)}")
        wrong = len(concepts)
        return self._result(wrong == 0, lines, lang, reveal, wrong=wrong, concepts=concepts,
                            count_line=self._count_line(wrong, len(self.candidates), lang))


class PickTarget(Exercise):
    """"Where may these cards go?"  The answer is a list of piles (``tableau1`` or ``t1``,
    FreeCell's letters, or the card on top of the pile as the picture shows it: ``5D``,
    ``5♦``), compared with ``game.targets(source, count)``; every pile named
    or missed is explained.  The exercise keeps a copy of ``game`` as it is now."""

    def __init__(self, game: Game, source: str, count: int = 1) -> None:
        self.game = game.copy()
        self.source = read_pile(source, self.game) or source
        self.count = count
        self.game.pile(self.source)  # KeyError names the valid piles

    def _cards(self, lang: str) -> str:
        return " ".join(c.phrase_text(lang) for c in self.game.pile(self.source).cards[-self.count:])

    def ask(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        return say("exercise.ask_target", lang, cards=f"**{self._cards(lang)}**",
                  source=pile_in_sentence(self.game.pile(self.source), lang, "from"))

    def answer(self) -> list:
        return self.game.targets(self.source, self.count)

    def _move(self, target: str) -> Move:
        return Move(self.source, target, self.count, "move", self.game.notation)

    def _why(self, target: str, lang: str) -> str:
        return self.game.explain(self._move(target), lang)

    def _named(self, pile_id: str, lang: str) -> str:
        """A pile as the feedback names it: its id, and the card on top as the picture shows
        it (`tableau23` (5♦)), so that an answer given by id or by card reads the same."""
        top = self.game.pile(pile_id).cards[-1:] if pile_id in self.game.pile_ids() else []
        shown = f" ({top[0].phrase_text(lang)})" if top and top[0].face_up else ""
        return f"`{pile_id}`{shown}"

    def _check(self, answer: Any, lang: str | None = None, reveal: bool | None = None) -> Result:
        lang = resolve_lang(lang)
        named = []
        truth = self.answer()
        for item in as_list(answer):
            pile_id = read_pile(item, self.game, prefer=truth) or str(getattr(item, "id", item))
            if pile_id not in named:
                named.append(pile_id)
        valid = [p.id for p in self.game.piles]
        lines: list[str] = []
        concepts: list[Concept | None] = []
        wrong = 0
        for pile_id in named:
            if pile_id not in valid:
                wrong += 1
                concepts.append(self.game.pile(self.source).group.role)
                lines.append(mark(False) + say("exercise.unknown_pile", lang, pile=pile_id,
                                               piles=", ".join(valid)))
            elif pile_id in truth:
                lines.append(mark(True) + say("exercise.found", lang, pile=self._named(pile_id, lang),
                                              why=self._why(pile_id, lang)))
            else:
                wrong += 1
                concepts.append(refusing(self.game, self._move(pile_id)))
                lines.append(mark(False) + say("exercise.wrong_target", lang, pile=self._named(pile_id, lang),
                                               why=self._why(pile_id, lang)))
        for pile_id in truth:
            if pile_id not in named:
                wrong += 1
                concepts.append(allowing(self.game, self._move(pile_id)))
                lines.append(mark(False) + say("exercise.missed", lang, pile=self._named(pile_id, lang),
                                               why=self._why(pile_id, lang)))
        if not truth and not named:
            lines.append(say("exercise.no_targets", lang))
        return self._result(wrong == 0, lines, lang, reveal, wrong=wrong, concepts=concepts,
                            count_line=say("exercise.count_piles", lang, n=wrong))


# --------------------------------------------------------------------------- goals


class BuildSequence(Exercise):
    """"Reach this goal": the learner's moves are played, in order, on a copy of the
    game (the game itself never changes) and the goal is tested at the end.  The exercise
    keeps a copy of ``game`` as it is now: playing on a table above it changes nothing.

    ``goal`` is a :class:`Goal` (``PileIs``, ``OnFoundation``, ``Won``, ``Custom``,
    ``AllOf``) or a callable ``goal(game) -> bool`` with ``text={"en":..., "fr":...}``.
    ``solution`` (optional) is a list of moves reaching the goal; ``best`` is its length.
    """

    def __init__(self, game: Game, goal: Goal | Callable[[Game], bool], text: dict | None = None,
                 solution: Any = None) -> None:
        self.game = game.copy()
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

    def _check(self, answer: Any, lang: str | None = None, reveal: bool | None = None) -> Result:
        lang = resolve_lang(lang)
        game = self.game.copy()
        lines, ok = [], True
        moves = as_list(answer)
        count_line, concept = say("exercise.count_goal", lang), None
        for i, item in enumerate(moves, start=1):
            try:
                move = _parse_move(game, item)
            except (ValueError, KeyError) as exc:
                lines.append(mark(False) + say("exercise.step_unreadable", lang, i=i, move=item, why=exc))
                count_line, ok = say("exercise.count_unread", lang, i=i), False
                break
            why = game.explain(move, lang)
            try:
                game.play(move)
            except IllegalMove:
                lines.append(mark(False) + say("exercise.step_bad", lang, i=i, move=move, why=why))
                count_line, concept, ok = say("exercise.count_step", lang, i=i), refusing(game, move), False
                break
            lines.append(mark(True) + say("exercise.step_ok", lang, i=i, move=move, why=why))
        reached = ok and self.goal.test(game)
        goal = self.goal.text(lang)
        if reached:
            lines.append(mark(True) + say("exercise.goal_met", lang, goal=goal))
            if self.moves is not None and len(self.moves) < len(moves):
                lines.append("💡 " + say("exercise.too_long", lang, best=len(self.moves), n=len(moves)))
        else:
            lines.append(mark(False) + say("exercise.goal_missed", lang, goal=goal))
        return self._result(reached, lines, lang, reveal, wrong=1, concepts=[concept], game=game,
                            count_line=count_line)


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

    def _check(self, answer: Any, lang: str | None = None, reveal: bool | None = None) -> Result:
        lang = resolve_lang(lang)
        truth = self.answer()
        try:
            given = int(str(answer).strip()) if not isinstance(answer, int) else answer
        except (TypeError, ValueError):
            given = None
        correct = given == truth
        lines = [mark(correct) + say("exercise.your_answer", lang, answer=answer)]
        if self.onto_empty:
            lines.append(say("exercise.capacity_onto", lang, piles=self._counted_piles()))
        lines.append(say("exercise.capacity", lang, cells=self.free_cells, piles=self._counted_piles(),
                        value=truth))
        return self._result(correct, lines, lang, reveal, wrong=1,
                            concepts=[concept_of("free_cell_limited_move")],
                            count_line=self._count_line(1, 1, lang))


class WhichFit(Exercise):
    """"Which of these cards may go on that card?" under a building rule
    (a :class:`~solitaire_nb.rules.building.Build`): the answer is a list of cards, written
    as codes (``7h``, ``7H``) or as sentences write them (``7♥``, ``D♥``)."""

    def __init__(self, build: Any, onto: Any, cards: Any) -> None:
        self.build = build
        self.onto = (read_card(onto) or Card.parse(onto)) if isinstance(onto, str) else onto
        self.cards = [read_card(c) or Card.parse(c) for c in as_list(cards)]

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

    def _check(self, answer: Any, lang: str | None = None, reveal: bool | None = None) -> Result:
        lang = resolve_lang(lang)
        chosen = {card.code for card in map(read_card, as_list(answer)) if card is not None}
        lines: list[str] = []
        concepts: list[Concept | None] = []
        for card in self.cards:
            fits = self.build.fits(card, self.onto)
            said = card.code in chosen
            if said != fits:
                concepts.append(self.build if fits else self.build.refusing(card, self.onto))
            lines.append(mark(said == fits) + say(
                "exercise.fit_line", lang, card=f"`{card}`",
                said=say("exercise.fits" if said else "exercise.not_fits", lang),
                truth=say("exercise.fits" if fits else "exercise.not_fits", lang),
                why=self.why(card, lang)))
        wrong = len(concepts)
        return self._result(wrong == 0, lines, lang, reveal, wrong=wrong, concepts=concepts,
                            count_line=self._count_line(wrong, len(self.cards), lang))


class Question(Exercise):
    """A question with one expected answer (a number, a word, yes/no, a card, or a set of
    them), a bilingual question, an explanation (shown once right) and a hint (shown when
    wrong): ``Question({"en": ..., "fr": ...}, 104, {"en": "two decks of 52", "fr": "deux
    paquets de 52"})``.  Answers are compared in every form the kit teaches (``True`` and
    ``"oui"``, ``"KS"`` and ``"R♠"``, ``"t1"`` and ``"tableau1"``).  ``concept`` (a glossary
    key or concept) is the one named in the hint of feedback given in steps."""

    def __init__(self, question: Phrase | Mapping[str, str], expected: Any,
                 explanation: Phrase | Mapping[str, str] | None = None,
                 hint: Phrase | Mapping[str, str] | None = None,
                 concept: Concept | str | None = None) -> None:
        self.question, self.expected = Phrase.of(question), expected
        self.explanation = Phrase.of(explanation) if explanation else None
        self.hint = Phrase.of(hint) if hint else None
        self.concept = concept_of(concept)

    def ask(self, lang: str | None = None) -> str:
        return self.question.text(lang)

    def answer(self) -> Any:
        return self.expected

    @staticmethod
    def _norm(value: Any) -> Any:
        return normalise(value)

    def _check(self, answer: Any, lang: str | None = None, reveal: bool | None = None) -> Result:
        lang = resolve_lang(lang)
        if isinstance(answer, str) and isinstance(self.expected, (list, tuple, set)):
            answer = as_list(answer)  # "7D QC" is a list of two cards, as other exercises read it
        correct = self._norm(answer) == self._norm(self.expected)
        lines = [mark(correct) + say("exercise.your_answer", lang, answer=answer)]
        if correct and self.explanation is not None:
            lines.append(self.explanation.text(lang))
        elif not correct and self.hint is not None:
            lines.append("💡 " + self.hint.text(lang))
        result = self._result(correct, lines, lang, reveal, wrong=1, concepts=[self.concept],
                              count_line=self._count_line(1, 1, lang))
        if not result.revealed and self.hint is not None:
            result.lines.insert(1, "💡 " + self.hint.text(lang))
        return result


class PositionQuestion(Question):
    """A :class:`Question` about a prepared position, kept as ``game`` (a copy) so that a
    notebook can show it: ``display(show(q.game))``."""

    def __init__(self, game: Game, question: Phrase | Mapping[str, str], expected: Any,
                 explanation: Phrase | Mapping[str, str] | None = None,
                 hint: Phrase | Mapping[str, str] | None = None,
                 concept: Concept | str | None = None) -> None:
        super().__init__(question, expected, explanation, hint, concept)
        self.game = game.copy()


__all__ = ["Result", "Exercise", "LegalMoves", "PickTarget", "BuildSequence", "Goal", "PileIs",
           "OnFoundation", "Won", "Custom", "AllOf", "CountCapacity", "WhichFit", "Question",
           "PositionQuestion", "describe_move", "WhichRule", "ExplainWhy", "Explanations", "explanations",
           "feedback_in_steps"]
