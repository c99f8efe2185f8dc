"""A code cell in the language of its edition (used by ``scripts/make_editions.py``).

The code of a notebook is the same in every edition; what a reader reads in it follows the
edition's language:

- ``sn.set_lang("en")`` becomes ``sn.set_lang("fr")`` in the French editions;
- a solution region (``### BEGIN SOLUTION`` ... ``### END SOLUTION``) may hold one part per
  language, each opened by a line ``### en`` or ``### fr``: an edition keeps the part of its
  language and drops the markers (a model answer written in each language);
- in the French editions every comment and every docstring is replaced by its French text,
  found in one table, ``notebooks/source/comments_fr.json`` (English text: French text; a
  line of commented-out code is its own translation).  A comment or docstring missing from
  the table stops the writing, naming the source, the line and the text: no English comment
  reaches a French edition.  The markers of solution regions are nbgrader's and stay.
"""

from __future__ import annotations

import ast
import inspect
import io
import json
import re
import tokenize
from functools import cache
from pathlib import Path

TABLE = Path(__file__).resolve().parent.parent / "notebooks" / "source" / "comments_fr.json"
PART = re.compile(r"^[ \t]*### (en|fr)[ \t]*$")


@cache
def table() -> dict[str, str]:
    """English comment or docstring: its French text."""
    return dict(json.loads(TABLE.read_text(encoding="utf-8"))["fr"])


def language_parts(code: str, lang: str) -> tuple[str, list[int], set[int]]:
    """``code`` with only ``lang``'s part of each solution region; the number in ``code`` of each
    kept line (from 1); the numbers of the kept lines written in that language already (a
    ``### fr`` part)."""
    kept: list[str] = []
    origin: list[int] = []
    written: set[int] = set()
    part = None
    for number, line in enumerate(code.split("\n"), 1):
        marker = PART.match(line)
        if "### BEGIN SOLUTION" in line or "### END SOLUTION" in line:
            part = None
        elif marker:
            part = marker[1]
            continue
        if part is None or part == lang:
            kept.append(line)
            origin.append(number)
            if part is not None and part != "en":
                written.add(len(kept))
    return "\n".join(kept), origin, written


def _docstrings(tree: ast.AST) -> list[ast.Constant]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                found.append(first.value)
    return found


def texts(code: str) -> list[tuple[int, int, int, str, str]]:
    """The comments and docstrings of ``code``: (line, column, end column, source text, the
    text the table is searched for); a docstring's end is on its own last line."""
    found = []
    for token in tokenize.generate_tokens(io.StringIO(code + "\n").readline):
        if token.type == tokenize.COMMENT and "### BEGIN SOLUTION" not in token.string \
                and "### END SOLUTION" not in token.string:
            found.append((token.start[0], token.start[1], token.end[1], token.string, token.string))
    for doc in _docstrings(ast.parse(code)):
        found.append((doc.lineno, doc.col_offset, -1, "", inspect.cleandoc(doc.value)))
    return found


def _french_docstring(lines: list[str], doc: ast.Constant, french: str) -> None:
    start, end = doc.lineno - 1, (doc.end_lineno or doc.lineno) - 1
    first, last = lines[start], lines[end]
    quote = '"""' if first[doc.col_offset:].startswith(('"""', "'''")) else '"'
    indent = " " * doc.col_offset
    body = french.replace("\n", "\n" + indent) if quote == '"""' else french
    lines[start:end + 1] = (first[:doc.col_offset] + quote + body + quote
                            + last[doc.end_col_offset:]).split("\n")


def in_language(code: str, lang: str, where: str = "<source>", first_line: int = 1) -> str:
    """``code`` as the ``lang`` edition shows it; ``where`` and ``first_line`` name the source
    and the line of the code's first line, for the message when a French text is missing."""
    code, origin, written = language_parts(code.replace('sn.set_lang("en")', f'sn.set_lang("{lang}")'), lang)
    if lang == "en":
        return code
    french = table()
    missing = [(line, text) for line, _, _, _, text in texts(code)
               if line not in written and text not in french]
    if missing:
        raise ValueError("\n".join(
            f"{where}:{first_line + origin[line - 1] - 1}: no French for the code's comment or "
            f"docstring {text!r}: add it to {TABLE.relative_to(TABLE.parents[2])}" for line, text in missing))
    lines = code.split("\n")
    comments = sorted(((line, column, end, text) for line, column, end, text, _ in texts(code)
                       if end >= 0 and line not in written), reverse=True)
    for line, column, end, text in comments:
        row = lines[line - 1]
        lines[line - 1] = row[:column] + french[text] + row[end:]
    tree = ast.parse("\n".join(lines))
    for doc in sorted(_docstrings(tree), key=lambda d: d.lineno, reverse=True):
        if doc.lineno not in written:
            _french_docstring(lines, doc, french[inspect.cleandoc(doc.value)])
    return "\n".join(lines)
