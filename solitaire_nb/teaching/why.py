"""Questions about reasons: "which rule refuses this move?" and "explain why".

- :class:`WhichRule` shows a refused move; the learner names the rule that refuses it.
  The answer is a glossary concept, accepted as its key (``build_alternate_colour``), its
  English or French term or short form, in any case, with or without accents, punctuation
  or articles (:func:`~.answers.read_concept`).  With ``choices``, a letter works too, and a
  name counts only when it names one choice and no other: a text that names none, or
  several, gets a reply listing the choices (and no point).
- :class:`ExplainWhy` asks for a sentence.  It is not graded: the text is kept, with the
  question, in :func:`explanations` (one answer per question, the last one written), which
  a teacher displays, prints or saves (``explanations().save("answers.json")``).

    >>> import solitaire_nb as sn
    >>> from solitaire_nb.teaching.why import WhichRule
    >>> game = sn.position("klondike", {"tableau1": "QH", "tableau2": "JD"})
    >>> WhichRule(game, "t2-t1").check("build alternate colour", "en").correct
    True
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..engine.game import Game
from ..engine.moves import Move
from ..rules.concept import Concept
from ..text import glossary
from ..text.language import resolve_lang
from ..text.phrases import Phrase, say
from .answers import plain, read_concept, read_concept_among
from .attempts import note_check
from .feedback import Exercise, Result, concept_of, describe_move, mark, unanswered


class WhichRule(Exercise):
    """"Which rule refuses this move?"  ``move`` must be refused in ``game`` (the exercise
    keeps a copy of the game as it is now).  ``choices`` (glossary keys or concepts) are
    shown as a, b, c... and may be answered by letter."""

    def __init__(self, game: Game, move: Move | str, choices: Any = None) -> None:
        self.game = game.copy()
        self.move = move if isinstance(move, Move) else self.game.parse_move(move)
        refusal = self.game.check(self.move)
        if refusal is None:
            raise ValueError(f"{self.move} is legal here: no rule refuses it")
        self.refusal = refusal
        self.choices = [concept_of(c) for c in (choices or [])]
        if self.choices and refusal.rule.key not in [c.key for c in self.choices]:
            raise ValueError(f"the refusing rule {refusal.rule.key!r} is not among the choices")

    def ask(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        move = f"`{self.move}` — {describe_move(self.game, self.move, lang)}"
        lines = [say("exercise.ask_rule_choices" if self.choices else "exercise.ask_rule", lang, move=move)]
        if self.choices:
            lines.append("")
            lines += [f"- **{chr(ord('a') + i)})** {c.label(lang)}" for i, c in enumerate(self.choices)]
        return "\n".join(lines)

    def answer(self) -> str:
        return self.refusal.rule.key

    def _read(self, answer: Any) -> list[str]:
        """The keys ``answer`` names: one, or several when it is ambiguous, or none.  With
        choices, only the choices count (a letter, or a name); without, the refusing rule (a
        game's own rule has no glossary entry: its key and labels) and then the glossary."""
        text = plain(answer) if isinstance(answer, str) else ""
        if self.choices and len(text) == 1 and "a" <= text < chr(ord("a") + len(self.choices)):
            return [self.choices[ord(text) - ord("a")].key]
        if self.choices:
            return read_concept_among(answer, self.choices)
        key = (read_concept_among(answer, [self.refusal.rule]) or [read_concept(answer)])[0]
        return [key] if key else []

    def _choices(self, keys: list[str], lang: str) -> str:
        """The choices whose key is in ``keys`` as "« … », « … »", or all of them, lettered."""
        return ", ".join(("" if keys else f"{chr(ord('a') + i)}) ")
                         + say("exercise.quoted", lang, term=c.label(lang))
                         for i, c in enumerate(self.choices) if not keys or c.key in keys)

    def _hint_concept(self) -> Concept:
        target = self.game.find_pile(self.move.target) if self.move.kind == "move" else None
        return target.group.role if target is not None else self.refusal.rule

    def _check(self, answer: Any, lang: str | None = None, reveal: bool | None = None) -> Result:
        lang = resolve_lang(lang)
        rule = self.refusal.rule
        keys = self._read(answer)
        if self.choices and len(keys) != 1:  # names no choice, or several: say which are offered
            offered = self._choices([], lang)
            line = (say("exercise.rule_ambiguous", lang, given=answer, matches=self._choices(keys, lang),
                        choices=offered) if keys
                    else say("exercise.rule_not_a_choice", lang, given=answer, choices=offered))
            return Result(False, [mark(False) + line], lang)
        key = keys[0] if keys else None
        why = self.refusal.text(lang)
        correct = key == rule.key
        if correct:
            line = mark(True) + say("exercise.rule_right", lang, concept=rule.label(lang), why=why)
        elif key is None:
            line = mark(False) + say("exercise.rule_unknown", lang, given=answer, concept=rule.label(lang),
                                     why=why)
        else:
            named = next((c.label(lang) for c in self.choices if c.key == key), None)
            given = say("exercise.quoted", lang, term=named or glossary.entry(key).generic("term", lang))
            line = mark(False) + say("exercise.rule_wrong", lang, given=given, concept=rule.label(lang),
                                     why=why)
        result = self._result(correct, [line], lang, reveal, wrong=1,
                              count_line=self._count_line(1, 1, lang))
        if not result.revealed:
            pile = self._hint_concept().label(lang)
            result.lines.insert(1, "💡 " + say("exercise.rule_hint", lang, pile=pile))
        return result


class Explanations:
    """The free-text answers written so far: ``(name, question, text)`` in order, one per
    question.  Displays as a Markdown list; :meth:`save` writes them to a JSON file."""

    def __init__(self) -> None:
        self.answers: dict[str, tuple[Phrase, str]] = {}

    def record(self, name: str, question: Phrase, text: str) -> None:
        self.answers.pop(name, None)
        self.answers[name] = (question, text)

    def clear(self) -> None:
        self.answers.clear()

    def __len__(self) -> int:
        return len(self.answers)

    def to_list(self, lang: str | None = None) -> list[dict[str, str]]:
        """Every answer as ``{"name", "question", "answer"}``, the question in ``lang``."""
        return [{"name": name, "question": question.text(lang), "answer": text}
                for name, (question, text) in self.answers.items()]

    def text(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        if not self.answers:
            return say("exercise.no_explanations", lang)
        return "\n".join(f"- **{item['question']}**\n  {item['answer']}" for item in self.to_list(lang))

    def save(self, path: str | Path, lang: str | None = None) -> Path:
        """Write the answers to ``path`` (JSON, UTF-8) for the teacher to collect."""
        path = Path(path)
        path.write_text(json.dumps(self.to_list(lang), ensure_ascii=False, indent=1), encoding="utf-8")
        return path

    def _repr_markdown_(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return self.text().replace("**", "")


_EXPLANATIONS = Explanations()


def explanations() -> Explanations:
    """The free-text answers written in this kernel, for the teacher."""
    return _EXPLANATIONS


class ExplainWhy(Exercise):
    """"Explain why": a question answered in a sentence, kept for the teacher and not
    graded (its result's ``correct`` is None).  ``name`` identifies the question in
    :func:`explanations` (default: the English question); ``concept`` (a glossary key)
    is the word the question is about, shown as a reminder."""

    def __init__(self, question: Phrase | Mapping[str, str], name: str | None = None,
                 concept: Concept | str | None = None) -> None:
        self.question = Phrase.of(question)
        self.name = name or self.question.text("en")
        self.concept = concept_of(concept)

    def ask(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        text = self.question.text(lang)
        if self.concept is None:
            return text
        return say("exercise.why_reminder", lang, question=text, term=self.concept.label(lang))

    def answer(self) -> None:
        return None

    def solution(self, lang: str | None = None) -> Result:
        """There is no single right answer: what has been written, for the teacher."""
        lang = resolve_lang(lang)
        written = explanations().answers.get(self.name)
        lines = [say("exercise.your_text", lang, text=written[1])] if written else []
        return Result(None, lines, lang, headline=say("exercise.solution", lang))

    def check(self, answer: Any, lang: str | None = None, reveal: bool | None = None) -> Result:
        lang = resolve_lang(lang)
        text = " ".join(str(answer).split()) if answer is not None and not unanswered(answer) else ""
        if not text:
            return Result(None, [], lang, headline=say("exercise.write_it", lang))
        explanations().record(self.name, self.question, text)
        result = Result(None, [say("exercise.your_text", lang, text=text)], lang,
                        headline=say("exercise.noted", lang))
        note_check(self, text, None, result)
        return result

    def score(self, answer: Any) -> float:
        raise TypeError("an explanation is read by the teacher, not scored")
