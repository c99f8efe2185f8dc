"""The student editions never state an exercise's answer where the student reads before
answering.

For each exercise, the teacher's answer (the solution region of its answer cell) is
compared with what the student edition shows:

- the example in the answer cell's comment ("a list of moves such as ...") shares no card,
  move, pile or number with the answer, and is not the answer itself;
- no move of the answer is written in the text or code the student sees between the
  previous exercise and this one's score (the cell that builds the exercise aside: it holds
  the position), nor in the code of its reveal cells (reveal text is folded in the student
  editions until it is opened);
- a number of ten or more that answers a question is not printed in the text before it,
  nor, as a count of cards, in the text of a later lesson;
- no cell shows the solution without an answer (``q.solution()``).
"""

from __future__ import annotations

import ast
import importlib.util
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from each import assert_each

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("make_editions", ROOT / "scripts" / "make_editions.py")
editions = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("make_editions", editions)
_spec.loader.exec_module(editions)

SOURCES = editions.sources()
NAMES = [path.relative_to(editions.SOURCE).with_suffix("").as_posix() for path in SOURCES]
SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
FRENCH_RANKS = {"J": "V", "Q": "D", "K": "R"}
CARD = re.compile(r"(?:10|[2-9TJQKA])[SHDC]")
MOVE = re.compile(r"[a-z]+\d*-[a-z]+\d*(?:x\d+)?|\d[a-h]|[a-h]\d|[a-h][a-h]|\d\d")
SHORT_PILES = {"t": "tableau", "f": "foundation", "r": "reserve", "w": "waste", "s": "stock"}
NOTATION_WORDS = {"deal", "redeal"}   # how a click on the stock is written: told in the question
# Answers a student is meant to know: the id of the variant the student registered; the size
# of the standard deck, which notebook 01 teaches (Spiderette's question is that it uses one).
KNOWN = {("21_your_variant", "open_klondike"), ("21_your_variant", "closed_foundations"),
         ("01_glossary_cards_and_decks", "spiderette_deck")}


def forms(value: Any) -> set[str]:
    """Every way a card, pile or number of an answer may be written."""
    if isinstance(value, bool):
        return set()
    if isinstance(value, (int, float)):
        return {f"{value:g}"}
    text = str(value)
    if CARD.fullmatch(text.upper()):
        code = text.upper()
        rank, suit = code[:-1], code[-1]
        rank = "10" if rank == "T" else rank
        return {code, f"{rank}{SYMBOLS[suit]}", f"{FRENCH_RANKS.get(rank, rank)}{SYMBOLS[suit]}"}
    short = re.fullmatch(r"([tfrws])(\d*)", text)
    if short:
        return {text, SHORT_PILES[short[1]] + short[2]}
    long = re.fullmatch(r"(tableau|foundation|reserve|waste|stock)(\d*)", text)
    if long:
        return {text, long[1][0] + long[2]}
    return {text}


def elements(answer: Any) -> list[Any]:
    return list(answer) if isinstance(answer, (list, tuple, set)) else [answer]


def teacher_answer(cell: editions.Cell) -> Any:
    """The value the solution region gives ``answer`` (None when it is not a plain value)."""
    solution = re.search(r"### BEGIN SOLUTION\n(.*?)### END SOLUTION", cell.text, re.S)
    if not solution:
        return None
    for node in ast.parse(solution[1]).body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "answer":
            try:
                return ast.literal_eval(node.value)
            except ValueError:
                return None
    return None


def quoted(comment: str) -> list[str]:
    """The example values a comment gives: quoted strings and bare numbers."""
    return re.findall(r'"([^"]*)"', comment) + re.findall(r"(?<![\w.\"])(\d+)(?![\w.])", comment)


def student_cells(name: str, lang: str) -> list[editions.Cell]:
    path = editions.SOURCE / f"{name}.py"
    cells = editions.parse(path.read_text(encoding="utf-8"), name)
    return [cell for cell in cells if cell.meta.get("lang", lang) == lang and not cell.meta.get("teacher")]


def seen(cell: editions.Cell) -> str:
    """What the student edition shows of a cell before anything is run ('' for folded text)."""
    if cell.kind == "markdown":
        return "" if cell.meta.get("part") == "reveal" else cell.text
    return editions.SOLUTION.sub("", cell.text)


def giveaways(name: str, lang: str, later_text: str = "") -> list[str]:
    """What the student edition of ``name`` in ``lang`` gives away, one line each."""
    cells = student_cells(name, lang)
    found = []
    asks = [i for i, cell in enumerate(cells) if cell.meta.get("part") == "ask"] + [len(cells)]
    for number, start in enumerate(asks[:-1]):
        exercise = cells[start].meta["exercise"]
        answer_cell = next((c for c in cells if c.meta.get("exercise") == exercise
                            and c.meta.get("part") == "answer"), None)
        answer = teacher_answer(answer_cell) if answer_cell else None
        if answer is None or (name, exercise) in KNOWN:
            continue
        values = [v for v in elements(answer) if not isinstance(v, bool)]
        every = set().union(*(forms(v) for v in values)) if values else set()
        for line in editions.SOLUTION.sub("", answer_cell.text).splitlines():
            if "#" not in line:
                continue
            example = quoted(line.split("#", 1)[1])
            shared = (set(example) & every) - NOTATION_WORDS
            letters = values and all(isinstance(v, str) and re.fullmatch(r"[a-z]|yes|no", v) for v in values)
            if letters:
                shared = {"the whole answer"} if sorted(example) == sorted(map(str, values)) else set()
            if shared:
                found.append(f"{exercise}: the example in the answer cell gives {sorted(shared)}")
        previous = cells[asks[number - 1]].meta["exercise"] if number else None
        previous_end = max((i + 1 for i, c in enumerate(cells[:start]) if c.meta.get("exercise") == previous),
                           default=0)
        score = next((i for i in range(start, asks[number + 1]) if cells[i].meta.get("part") == "score"),
                     asks[number + 1])
        before = [c for c in cells[previous_end:score] if c is not cells[start]]
        reveal_code = [c for c in cells[score:asks[number + 1]] if c.kind == "code"
                       and c.meta.get("exercise") == exercise and c.meta.get("part") == "reveal"]
        for cell in before + reveal_code:
            text = seen(cell)
            for value in values:
                if isinstance(value, str) and MOVE.fullmatch(value) and "-" in value and re.search(
                        rf"(?<![\w-]){re.escape(value)}(?![\w])", text):
                    found.append(f"{exercise}: the move {value} is written where the student reads first")
                if isinstance(value, int) and value >= 10 and cell.kind == "markdown" and re.search(
                        rf"(?<![\d,.]){value}(?![\d,.])", text):
                    found.append(f"{exercise}: the number {value} is in the text before the question")
        for value in values:
            if isinstance(value, int) and value >= 10 and re.search(
                    rf"(?<![\d,.]){value} (?:cards|cartes)\b", later_text):
                found.append(f"{exercise}: a later notebook says {value} cards")
    for cell in cells:
        if cell.kind == "code" and re.search(r"\.solution\(\)", cell.text):
            found.append("a cell shows the solution without an answer: " + cell.text.strip()[:60])
    return found


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_student_edition_gives_an_answer_away(lang):
    lessons = [name for name in NAMES if not name.startswith("games/")]
    texts = {name: "\n".join(seen(c) for c in student_cells(name, lang) if c.kind == "markdown")
             for name in lessons}

    def check(name: str) -> None:
        # the lessons follow one another; a game's notebook describes its own deal in full
        later = ""
        if name in texts:
            later = "\n".join(texts[other] for other in lessons[lessons.index(name) + 1:])
        problems = giveaways(name, lang, later)
        assert not problems, "; ".join(problems)
    assert_each(NAMES, check, name=str)


def test_the_check_finds_a_given_answer(tmp_path, monkeypatch):
    """A made-up notebook that gives its answer away in each way is caught; the same notebook
    with a neutral example, folded text and no stated number is not."""
    def source(example: str, before: str, reveal: str) -> str:
        return "\n".join([
            '# %% [markdown] lang="en"', f"# {before}", "",
            '# %% exercise="x" part="ask"', 'q = exercise("cards.klondike_stock")', "",
            '# %% exercise="x" part="answer"', f"answer = ...  # ← your answer, such as {example}",
            "### BEGIN SOLUTION", 'answer = ["t3-f1", "KS"]', "### END SOLUTION", "q.check(answer)", "",
            '# %% exercise="x" part="score"', "q.score(answer)", "",
            f'# %% [markdown] lang="en"{reveal}', "# **Now look.** First `t3-f1`, then the K♠.", ""])
    monkeypatch.setattr(editions, "SOURCE", tmp_path)
    (tmp_path / "made_up.py").write_text(source('["t3-f1"]', "Start with `t3-f1`.", ""), encoding="utf-8")
    found = giveaways("made_up", "en")
    assert any("example" in line for line in found)
    assert any("move t3-f1" in line for line in found)
    (tmp_path / "made_up.py").write_text(source('["t1-t2", "QH"]', "Move the King.",
                                                ' exercise="x" part="reveal"'), encoding="utf-8")
    assert giveaways("made_up", "en") == []
