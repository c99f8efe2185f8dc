"""Every game has its own teaching notebook, written for that game, in four editions.

The source ``notebooks/source/games/<id>.py`` is written by hand around the game's own
mechanism (its setup cell turns feedback in steps on).  ``scripts/make_editions.py`` writes
the English and French editions for students and teachers (tests/test_editions.py checks
they are in step); the teacher editions are saved executed, with their pictures, and run
under nbval with the suite.  Here: no sentence is boilerplate shared by many notebooks;
each has at least three exercises on its game, with different answers that the game does
not force, answered in steps, and its measured difficulty and certified puzzles.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest
from each import assert_each
from notebook_run import editions, run

import solitaire_nb as sn
from solitaire_nb import game_info
from solitaire_nb.teaching import feedback
from solitaire_nb.teaching.answers import normalise
from solitaire_nb.teaching.exercises import Exercise, LegalMoves, PickTarget, WhichRule

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "notebooks" / "source" / "games"
OWN_WALKTHROUGH = {"klondike", "freecell"}  # taught step by step in notebooks 10 and 11
GAMES = [g for g in sn.list_games() if g not in OWN_WALKTHROUGH]
MOST_NOTEBOOKS_PER_SENTENCE = 5


def edition(game_id: str, lang: str, teacher: bool = True) -> dict:
    folder = ROOT / "notebooks" / (f"teacher_{lang}" if teacher else lang) / "games"
    path = folder / f"{game_id}.ipynb"
    assert path.exists(), f"{path} is missing: write its source, then run scripts/make_editions.py"
    return json.loads(path.read_text(encoding="utf-8"))


def source(cell: dict) -> str:
    text = cell["source"]
    return "".join(text) if isinstance(text, list) else text


def prose_sentences(markdown: str) -> set[str]:
    """The sentences of a text cell, headings left out, spaces evened out; only those of
    three words or more count as prose."""
    lines = [line for line in markdown.splitlines() if not line.lstrip().startswith("#")]
    text = " ".join(" ".join(lines).split())
    found = set()
    for sentence in re.split(r"(?<=[.!?…])\s+", text):
        sentence = sentence.strip()
        if len(re.findall(r"\w+", sentence)) >= 3:
            found.add(sentence)
    return found


def test_every_game_but_the_two_walkthroughs_has_its_notebook_source():
    assert sorted(p.stem for p in SOURCES.glob("*.py")) == sorted(GAMES)


def test_no_prose_sentence_is_shared_by_more_than_five_game_notebooks():
    counts: Counter[str] = Counter()
    for game_id in GAMES:
        cells = editions.parse((SOURCES / f"{game_id}.py").read_text(encoding="utf-8"), game_id)
        sentences: set[str] = set()
        for cell in cells:
            if cell.kind == "markdown":
                sentences |= prose_sentences(cell.text)
        counts.update(sentences)
    shared = {sentence: n for sentence, n in counts.items() if n > MOST_NOTEBOOKS_PER_SENTENCE}
    assert not shared, f"{len(shared)} sentences repeated: " + "; ".join(
        f"{n}× {sentence[:80]}" for sentence, n in sorted(shared.items(), key=lambda kv: -kv[1])[:10])


def _goes_elsewhere(question: PickTarget) -> bool:
    """Could some other card of the game go somewhere other than this answer: another
    movable card of the position, or another card of the deck in the selected card's place?
    (In Golf every card only ever goes to the waste: there the answer is forced.)"""
    game, answer = question.game, set(question.answer())
    for pile in game.piles:
        for count in game.movable_counts(pile.id):
            if (pile.id, count) == (question.source, question.count):
                continue
            targets = set(game.targets(pile.id, count))
            if targets and targets != answer:
                return True
    for rank in "A23456789TJQK":
        for suit in "CDHS":
            other = game.copy()
            cards = other.pile(question.source).cards
            cards[-question.count] = sn.Card.parse(rank + suit)
            targets = set(other.targets(question.source, question.count))
            if targets and targets != answer:
                return True
    return False


def _a_wrong_answer(question: Exercise) -> object:
    if isinstance(question, WhichRule) and question.choices:   # a wrong choice (a text naming none
        right = question.answer()                              # gets the list of choices instead)
        return next(chr(ord("a") + i) for i, c in enumerate(question.choices) if c.key != right)
    for attempt in ("zzz", [], ["zzz"], 0, "a", ["a"], True, False):
        if not question.check(attempt, "en", reveal=True).correct:
            return attempt
    raise AssertionError(f"no wrong answer found for {question!r}")


def _exercises_teach_the_game_in_steps(game_id: str) -> None:
    found, env = run(SOURCES / f"{game_id}.py")
    assert env["_steps"], "the notebook turns feedback in steps on (feedback_in_steps()) before its exercises"
    scored = [ran for ran in found.values() if "score" in ran.parts]
    assert len(scored) >= 3, f"{len(scored)} exercises"
    answers = {}
    for ran in scored:
        question = ran.exercise
        assert isinstance(question, Exercise), f"{ran.name}: the ask cell names its exercise q"
        assert ran.parts[:3] == ["ask", "answer", "score"] and "reveal" in ran.parts, (ran.name, ran.parts)
        assert "reveal=True" in ran.reveal_code, f"{ran.name}: the reveal cell gives the full correction"
        assert question.check(ran.answer, "en", reveal=True).correct, f"{ran.name}: the teacher's answer"
        answers[ran.name] = normalise(ran.answer)
        if isinstance(question, PickTarget):
            assert _goes_elsewhere(question), (
                f"{ran.name}: every card of this position goes where this one does: the answer is forced")
        if isinstance(question, LegalMoves) and len(question.candidates) > 1:
            verdicts = {question.game.check(move) is None for move in question.candidates}
            assert verdicts == {True, False}, f"{ran.name}: the candidate moves are all legal or all refused"
        wrong = _a_wrong_answer(question)
        feedback.feedback_in_steps(True)
        try:
            first = question.check(wrong, "en")
            assert not first.correct and not first.revealed, f"{ran.name}: a wrong answer first gets a hint"
            assert question.check(wrong, "en", reveal=True).revealed
        finally:
            feedback.feedback_in_steps(False)
    distinct = set(answers.values())
    assert len(distinct) >= 3, f"fewer than three different answers: {answers}"


@pytest.mark.parametrize("part", range(4))
def test_exercises_teach_the_game_in_steps(part):
    assert_each(GAMES[part::4], _exercises_teach_the_game_in_steps, name=str)


def _difficulty_and_puzzles_are_shown(game_id: str) -> None:
    cells = editions.parse((SOURCES / f"{game_id}.py").read_text("utf-8"), game_id)
    code = "\n".join(cell.text for cell in cells if cell.kind == "code")
    assert "sn.difficulty(GAME)" in code and "sn.puzzles(GAME)" in code
    if sn.puzzles(game_id):
        assert "PuzzleExercise(puzzle)" in code


def test_difficulty_and_puzzles_are_shown():
    assert_each(GAMES, _difficulty_and_puzzles_are_shown, name=str)


def _teacher_editions_are_saved_with_their_pictures(game_id: str) -> None:
    for lang in ("en", "fr"):
        notebook = edition(game_id, lang)
        assert "widgets" not in notebook.get("metadata", {})
        pictures = 0
        for cell in notebook["cells"]:
            if cell["cell_type"] != "code":
                continue
            assert cell["execution_count"] is not None, "every code cell has been run"
            for output in cell["outputs"]:
                assert output["output_type"] != "error", output
                pictures += "image/png" in output.get("data", {})
        assert pictures >= 3


def test_teacher_editions_are_saved_with_their_pictures():
    assert_each(GAMES, _teacher_editions_are_saved_with_their_pictures, name=str)


def _links_lead_somewhere_and_the_comparison_is_made(game_id: str) -> None:
    info = game_info(game_id)
    for lang in ("en", "fr"):
        cells = edition(game_id, lang)["cells"]
        text = "\n".join(source(cell) for cell in cells if cell["cell_type"] == "markdown")
        folder = ROOT / "notebooks" / f"teacher_{lang}" / "games"
        for link in re.findall(r"\]\((\.\./[^)]+)\)", text):
            assert (folder / link).resolve().is_relative_to(ROOT) and (folder / link).exists(), link
        code = "\n".join(source(cell) for cell in cells if cell["cell_type"] == "code")
        assert "differences(GAME" in code and info.resembles in code


def test_links_lead_somewhere_and_the_comparison_is_made():
    assert_each(GAMES, _links_lead_somewhere_and_the_comparison_is_made, name=str)


def _every_game_is_taught_against_another(game_id: str) -> None:
    info = game_info(game_id)
    assert set(info.strategy) == {"en", "fr"} and all(len(t) > 40 for t in info.strategy.values())
    if game_id != "klondike":
        assert info.resembles in sn.list_games() and info.resembles != game_id


def test_every_game_is_taught_against_another():
    assert_each(sn.list_games(), _every_game_is_taught_against_another, name=str)
