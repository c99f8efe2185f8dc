"""Every learner-facing sentence outside ``solitaire_nb/text/`` is a ``Phrase``.

No ``{"en": ..., "fr": ...}`` dict literal is left (``scripts/phrase_literals.py``
rewrites them), and no code picks a language's words by comparing the language
(``"build" if lang == "en" else "construire"``): a phrase with placeholders says it.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "solitaire_nb"
LANGS = {"en", "fr"}

# Tables of words indexed by rank, one list per language (not sentences).
WORD_TABLES = {("rules/cards.py", "RANK_NAMES"), ("rules/cards.py", "RANK_INDEX")}


def modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if PACKAGE / "text" not in p.parents)


def _is_lang(node: ast.AST) -> bool:
    if isinstance(node, ast.Name):
        return "lang" in node.id
    if isinstance(node, ast.Attribute):
        return "lang" in node.attr
    if isinstance(node, ast.Call):
        return _is_lang(node.func)
    return False


def _is_lang_string(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant):
        return node.value in LANGS
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return bool(node.elts) and all(_is_lang_string(e) for e in node.elts)
    return False


def problems(source: str, where: str) -> list[str]:
    """What is wrong in ``source``, the module ``where`` (its path under the package)."""
    tree = ast.parse(source, where)
    tables = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict):
            for target in node.targets:
                if isinstance(target, ast.Name) and (where, target.id) in WORD_TABLES:
                    tables.add(id(node.value))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict) and id(node) not in tables:
            keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
            if keys & LANGS:
                found.append(f"solitaire_nb/{where}:{node.lineno}: a {{'en': ..., 'fr': ...}} dict "
                             "(write Phrase(en=..., fr=...); scripts/phrase_literals.py does it)")
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(_is_lang(s) for s in sides) and any(_is_lang_string(s) for s in sides):
                found.append(f"solitaire_nb/{where}:{node.lineno}: a comparison of the language with "
                             "a language code (say it with a phrase and its placeholders)")
    return found


def test_no_bilingual_dict_and_no_language_branch():
    found = [problem for path in modules()
             for problem in problems(path.read_text(), path.relative_to(PACKAGE).as_posix())]
    assert modules(), "no module found"
    assert not found, "\n".join(found)


def test_the_check_sees_both_shapes():
    source = 'X = {"en": "a", "fr": "b"}\n\n\ndef f(lang):\n    return 1 if lang == "en" else 2\n'
    found = problems(source, "rules/sample.py")
    assert [line.split(": ")[0] for line in found] == ["solitaire_nb/rules/sample.py:1",
                                                       "solitaire_nb/rules/sample.py:5"]
    assert problems('RANK_NAMES = {"en": ["Ace"], "fr": ["As"]}\n', "rules/cards.py") == []
