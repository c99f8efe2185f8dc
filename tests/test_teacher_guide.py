"""The teacher's guide stays honest: both languages have the same structure, the lesson plans'
minutes add up, the paths, commands, functions and settings it names exist, and the French
guide follows French typography."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import solitaire_nb as sn
from solitaire_nb.records import store
from solitaire_nb.table import saving_bar

ROOT = Path(__file__).resolve().parent.parent
TEACHER = ROOT / "docs" / "teacher"
LANGS = ("en", "fr")
NBSP = "\u00a0"


def guide(lang: str) -> str:
    return (TEACHER / f"guide_{lang}.md").read_text(encoding="utf-8")


def headings(text: str) -> list[tuple[int, str]]:
    """The level of each heading, and its number for a numbered section ("## 6. ...")."""
    found = []
    for hashes, title in re.findall(r"^(#{1,4}) (.*)$", text, re.M):
        number = re.match(r"(\d+)\.", title)
        found.append((len(hashes), number.group(1) if number else ""))
    return found


def section(text: str, number: int) -> str:
    return text.split(f"\n## {number}. ", 1)[1].split("\n## ", 1)[0]


def minute_tables(text: str) -> list[tuple[str, list[tuple[int, int]]]]:
    """Each lesson plan of section 2: its heading and the (start, end) of each row of its table."""
    plans = []
    for block in re.split(r"^### ", section(text, 2), flags=re.M)[1:]:
        title = block.splitlines()[0]
        rows = [(int(a), int(b)) for a, b in re.findall(r"^\| (\d+)–(\d+) \|", block, re.M)]
        plans.append((title, rows))
    return plans


def test_both_guides_have_the_same_structure():
    en, fr = guide("en"), guide("fr")
    assert headings(en) == headings(fr)
    assert [n for level, n in headings(en) if level == 2] == [str(i) for i in range(1, 7)]
    for pattern in (r"^\|---", r"^```", r"^- ", r"^\| \d+–\d+ \|"):
        assert len(re.findall(pattern, en, re.M)) == len(re.findall(pattern, fr, re.M)), pattern


@pytest.mark.parametrize("lang", LANGS)
def test_the_lesson_plans_add_up(lang):
    plans = minute_tables(guide(lang))
    lengths = [rows[-1][1] for _, rows in plans]
    assert lengths == [120, 60, 50, 50, 50], [title for title, _ in plans]
    for title, rows in plans:
        assert rows[0][0] == 0, title
        assert all(end > start for start, end in rows), title
        assert all(a[1] == b[0] for a, b in zip(rows, rows[1:])), f"{title}: a gap or an overlap"
    assert "(120 minutes)" in plans[0][0] and "(60 minutes)" in plans[1][0]


def code_spans(text: str) -> list[str]:
    spans = re.findall(r"`([^`\n]+)`", text)
    for block in re.findall(r"^ *```\n(.*?)^ *```", text, re.M | re.S):
        spans += [line.split("#")[0].strip() for line in block.splitlines()]
    return spans


@pytest.mark.parametrize("lang", LANGS)
def test_the_paths_and_scripts_named_exist(lang):
    words = [w for span in code_spans(guide(lang)) for w in span.split()]
    paths = {w.strip("\"'(),") for w in words
             if re.match(r"[\"']?(docs|notebooks|scripts|solitaire_nb|binder|tests)/", w)}
    paths = {p for p in paths if "<" not in p}
    assert paths, "no path found"
    missing = [p for p in sorted(paths) if not (ROOT / p).exists()]
    assert not missing, missing
    for name in re.findall(r"`(\d\d_\w+)`", guide(lang)):
        assert (ROOT / "notebooks" / "source" / f"{name}.py").is_file(), name


@pytest.mark.parametrize("lang", LANGS)
def test_the_functions_and_settings_named_exist(lang):
    text = guide(lang)
    for name in set(re.findall(r"\bsn\.(\w+)\(", text)):
        assert callable(getattr(sn, name, None)), f"sn.{name}"
    for keyword in set(re.findall(r"\bsn\.play\([^`]*?\b(\w+)=", text)):
        assert keyword in sn.TABLE_SETTINGS or keyword in {"deal"}, keyword
    # the records database: where it is, what it is called, the settings that move or stop it
    assert f"`{store.FILE_NAME}`" in text
    assert "`~/.local/share/solitaire_nb/`" in text and "~/.local/share" in store.default_folder.__doc__
    for variable in set(re.findall(r"SOLITAIRE_NB_\w+", text)):
        assert variable in Path(store.__file__).read_text() + Path(saving_bar.__file__).read_text(), variable
    # the widgets the table needs are the ones Binder installs
    requirements = (ROOT / "binder" / "requirements.txt").read_text()
    for package in ("ipywidgets", "ipycanvas", "ipyevents"):
        assert package in text and package in requirements
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "\nbash scripts/lab.sh " in readme and "bash scripts/lab.sh" in text
    # the Binder link: JupyterLab on the welcome notebook, following HEAD
    assert "/HEAD?urlpath=lab/tree/notebooks/en/00_welcome.ipynb" in readme
    assert "`notebooks/en/00_welcome.ipynb`" in text and "`HEAD`" in text
    assert '".[notebook]"' in text and "notebook = [" in (ROOT / "pyproject.toml").read_text()


def test_the_grading_timeout_the_guide_gives_is_an_nbgrader_setting():
    execute = pytest.importorskip("nbgrader.preprocessors").Execute
    for lang in LANGS:
        assert "`c.Execute.timeout = 900`" in guide(lang)
        assert "30" in section(guide(lang), 5)
    assert execute.timeout.default_value == 30 and execute.class_own_traits()["timeout"].metadata["config"]


def prose(text: str) -> str:
    """The text without code blocks, code spans and links' targets."""
    text = re.sub(r"^ *```.*?^ *```", "", text, flags=re.M | re.S)
    text = re.sub(r"`[^`\n]*`", "", text)
    return re.sub(r"\]\([^)]*\)", "]", text)


def test_the_french_guide_follows_french_typography():
    text = prose(guide("fr")).replace("*English version:", "")
    wrong = re.findall(r".{0,20}[^\u00a0][:;?!](?=[\s*)]|$)", text, re.M)
    assert not wrong, f"a no-break space goes before : ; ? ! ({wrong[:5]})"
    assert "\u202f" not in text, "a no-break space before : ; ? ! is U+00A0 here"
    assert not re.search(r"«[^\u00a0]|[^\u00a0]»", text)
    assert "..." not in text, "an ellipsis is …"
