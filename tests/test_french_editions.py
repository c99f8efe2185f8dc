"""The French editions (for students and for teachers) are in French: no English sentence in a
text cell, no English comment or English sentence in a code cell, and French typography.

The detector strips what may stay English (code spans and blocks, links' targets, URLs, HTML
tags, the games' names in both languages, commented-out code), then looks for English
function words, which French never uses as words ("a", "on", "son", "plus", "or", "but",
"as", "an", "do", "if" are French too, so they are not on the list): two of them in one
sentence, comment or string make an English phrase.  Each failure names the notebook, the
cell and the phrase.
"""

from __future__ import annotations

import ast
import io
import re
import sys
import tokenize
from pathlib import Path

from each import assert_each

import solitaire_nb as sn

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import code_language  # noqa: E402
import make_editions as editions  # noqa: E402

NAMES = [path.relative_to(editions.SOURCE).with_suffix("").as_posix() for path in editions.sources()]
EDITIONS = ("fr", "teacher_fr")

ENGLISH = frozenset("""
    the your you yours and of with is are was were to this that these those which what when where why
    how it its be been being by for from have has had not no into onto than then there their they them
    we our will would should could can cannot does did only also each every any answer answers number
    letter letters card cards list such explanation sentence sentences one two three
    here about after before again same other because while shows show says press click run
""".split())
WORD = re.compile(r"[A-Za-zÀ-ÿœŒ']+")
IDENTIFIER = re.compile(r"[\w.]*[_\d][\w.]*|\w+(?:\.\w+)+\(?")   # cards.top_cards, t1, deal_to_each_pile


def _game_names() -> list[str]:
    """Every game's name, in both languages (a proper name may stay English in French)."""
    names = {name for game in sn.list_games() for lang in ("en", "fr")
             for name in (sn.game_info(game).names[lang], str(sn.game_info(game).manual_name or ""))}
    return sorted((n for n in names if n), key=len, reverse=True)


GAME_NAMES = _game_names()
KEPT = [*GAME_NAMES, "AisleRiot", "The Penguin Book of Patience"]
STRIP = [re.compile(p, re.S) for p in (
    r"```.*?```", r"`[^`\n]*`", r"\]\([^)]*\)", r"https?://\S+", r"<[^>]+>", r"\$[^$\n]+\$")]


def english(phrase: str) -> bool:
    """Whether ``phrase`` reads as English: two English function words in it."""
    for name in KEPT:
        phrase = phrase.replace(name, " ")
    phrase = IDENTIFIER.sub(" ", phrase)
    words = [w.lower().strip("'") for w in WORD.findall(phrase)]
    return sum(w in ENGLISH for w in words) >= 2


def sentences(text: str) -> list[str]:
    for pattern in STRIP:
        text = pattern.sub(" ", text)
    return [s.strip() for s in re.split(r"(?<=[.!?:;])\s+|\n\s*\n|\n[-*|#>]|\|", text) if s.strip()]


def _is_code(comment: str) -> bool:
    """A commented-out line of code (``# sn.play(...)``, ``# def f():``), not prose."""
    line = comment.lstrip("#").strip()
    if not line or line.startswith("←"):
        return False
    try:
        ast.parse(line + (" pass" if line.endswith(":") else ""))
    except SyntaxError:
        return False
    return bool(re.search(r"[()=\[\]{}]", line))


def code_phrases(code: str, shown: bool = False) -> list[str]:
    """What a reader reads in a code cell: its comments (but nbgrader's solution markers and
    commented-out code), docstrings and the strings of its solution regions (a model answer);
    with ``shown``, its other strings instead (what the code prints, its labels).  The English
    half of a bilingual text (``Phrase(en=..., fr=...)``, ``{"en": ..., "fr": ...}``) is left
    out, since the French editions show the French one."""
    found = [] if shown else [
        token.string for token in tokenize.generate_tokens(io.StringIO(code + "\n").readline)
        if token.type == tokenize.COMMENT and "SOLUTION" not in token.string and not _is_code(token.string)]
    solution, inside = set(), False
    for number, line in enumerate(code.splitlines(), 1):
        inside = ("### BEGIN SOLUTION" in line or inside) and "### END SOLUTION" not in line
        if inside:
            solution.add(number)
    tree = ast.parse(code)
    skipped = set()
    for node in ast.walk(tree):
        halves = [k.value for k in node.keywords if k.arg == "en"] if isinstance(node, ast.Call) else []
        if isinstance(node, ast.Dict):
            halves += [v for k, v in zip(node.keys, node.values)
                       if isinstance(k, ast.Constant) and k.value == "en"]
        skipped.update(id(inner) for half in halves for inner in ast.walk(half))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.Module)) and node.body
                  and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.JoinedStr):
            text = " ".join(v.value for v in node.values if isinstance(v, ast.Constant))
            skipped.update(id(v) for v in node.values)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        else:
            continue
        read = id(node) in docstrings or node.lineno in solution
        if read != shown:
            found.append(text)
    return found


def english_in(name: str, edition: str, shown: bool = False) -> list[str]:
    """``cell number: phrase`` for each English phrase of an edition (with ``shown``: each
    English string that its code shows)."""
    notebook = editions.load(editions.NOTEBOOKS / edition / f"{name}.ipynb")
    found = []
    for number, cell in enumerate(notebook["cells"]):
        text = editions.cell_text(cell)
        if cell["cell_type"] == "code":
            phrases = code_phrases(text, shown)
        else:
            phrases = [] if shown else sentences(text)
        found += [f"cell {number}: {p.strip()[:160]!r}" for p in phrases if english(p)]
    return found


def _in_french(name: str) -> None:
    found = [f"{edition}/{name} {where}" for edition in EDITIONS for where in english_in(name, edition)]
    assert not found, "English in a French edition:\n" + "\n".join(found)


def test_the_french_editions_hold_no_english_sentence_or_comment():
    assert_each(NAMES, _in_french, name=str)


def _shows_french(name: str) -> None:
    found = [f"{edition}/{name} {where}" for edition in EDITIONS
             for where in english_in(name, edition, shown=True)]
    assert not found, "A French edition's code shows English:\n" + "\n".join(found)


def test_the_code_of_the_french_editions_shows_no_english():
    assert_each(NAMES, _shows_french, name=str)


def test_the_detector_finds_english_and_lets_french_through():
    assert english("answer = ...  # ← your answer: a number")
    assert english("Each suit is built up from the Ace.")
    assert english('"Everyone has the same cards, so the class can compare"')
    assert not english("Chaque couleur monte de l'As au Roi, et on joue plus tard son as ou tout le reste.")
    assert not english("# ← votre réponse\u00a0: un nombre, par exemple 12")
    assert not english("Au Klondike comme à FreeCell, ou à The Penguin Book of Patience.")
    assert _is_code('# sn.play("klondike", deal=2024, draw=3)') and not _is_code("# deal or redeal")
    notebook = {"cells": [{"cell_type": "code", "source": "x = 1  # the answer to it\n"}]}
    assert [p for c in notebook["cells"] for p in code_phrases(c["source"]) if english(p)]


NBSP_BEFORE = re.compile(r"(?<=[\w»)*_])[ ]?([:;?!])(?=\s|$)")


def _typography(name: str) -> None:
    problems = []
    for edition in EDITIONS:
        notebook = editions.load(editions.NOTEBOOKS / edition / f"{name}.ipynb")
        for number, cell in enumerate(notebook["cells"]):
            if cell["cell_type"] != "markdown":
                continue
            text = editions.cell_text(cell)
            for pattern in STRIP:
                text = pattern.sub(" ", text)
            text = re.sub(r"\[[^\]]*\]", " ", text)   # a link's words may be a file's name
            for line in text.splitlines():
                if "« ..." in line or "... »" in line or re.search(r"«\s*\.\.\.", line):
                    problems.append(f"{edition}/{name} cell {number}: « ... » for « … »: "
                                    f"{line.strip()[:120]!r}")
                for match in NBSP_BEFORE.finditer(line):
                    problems.append(f"{edition}/{name} cell {number}: no no-break space before "
                                    f"{match[1]!r}: {line.strip()[:120]!r}")
                if re.search(r"«(?!\u00a0)|(?<!\u00a0)»", line):
                    problems.append(f"{edition}/{name} cell {number}: « » without no-break spaces: "
                                    f"{line.strip()[:120]!r}")
    assert not problems, "\n".join(problems)


def test_french_typography_in_the_french_editions():
    """A no-break space before « : » « ; » « ? » « ! » and inside « », and no « ... » in a quote."""
    assert_each(NAMES, _typography, name=str)


def test_every_french_comment_of_the_table_is_still_used():
    """The table of French comments and docstrings holds no entry that no source uses any more
    (an English comment changed in a source leaves its old entry behind)."""
    used = set()
    for path in editions.sources():
        for cell in editions.parse(path.read_text(encoding="utf-8"), path.name):
            if cell.kind == "code":
                english = code_language.language_parts(cell.text, "en")[0]
                used |= {text for *_, text in code_language.texts(english)}
    stale = sorted(set(code_language.table()) - used)
    assert not stale, "entries of notebooks/source/comments_fr.json no source uses:\n" + "\n".join(stale)
