"""The teacher's material: games index, rule sheets, guide and the links to them.

The generated files are committed; these checks fail when one of them no longer
matches what its script would write now (run the script again to update it).
"""

from __future__ import annotations

import html
import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

import solitaire_nb as sn

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


def script(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)
    spec.loader.exec_module(module)
    return module


sheets = script("make_rule_sheets")


def test_every_game_has_a_family():
    assert set(sheets.FAMILY) == set(sn.list_games())
    assert set(sheets.FAMILY.values()) == set(sheets.FAMILIES)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_committed_index_is_up_to_date(lang):
    committed = (DOCS / "teacher" / f"games_{lang}.md").read_text(encoding="utf-8")
    assert committed == sheets.index(lang), \
        "docs/teacher/games_*.md is out of date: run scripts/make_rule_sheets.py"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_index_links_every_game_to_existing_files(lang):
    text = (DOCS / "teacher" / f"games_{lang}.md").read_text(encoding="utf-8")
    for game_id in sn.list_games():
        assert text.count(f"../rule_sheets/{game_id}.{lang}.html") == 2, game_id  # family, difficulty
    for target in re.findall(r"\]\(([^)]+)\)", text):
        assert (DOCS / "teacher" / target).resolve().exists(), target


def test_every_game_has_its_two_rule_sheets():
    present = {p.name for p in (DOCS / "rule_sheets").glob("*.html")}
    expected = {f"{g}.{lang}.html" for g in sn.list_games() for lang in ("en", "fr")}
    assert present == expected


@pytest.mark.parametrize("game_id", ["freecell", "spider"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_committed_rule_sheets_are_up_to_date(game_id, lang):
    committed = (DOCS / "rule_sheets" / f"{game_id}.{lang}.html").read_text(encoding="utf-8")
    assert committed == sheets.sheet(game_id, lang), \
        f"{game_id}.{lang}.html is out of date: run scripts/make_rule_sheets.py"


def test_a_rule_sheet_holds_the_rules_the_picture_and_the_difficulty():
    for lang in ("en", "fr"):
        text = (DOCS / "rule_sheets" / f"klondike.{lang}.html").read_text(encoding="utf-8")
        assert "@page { size: A4" in text and 'src="data:image/png;base64,' in text
        game = sn.new_game("klondike", deal=1)
        for line in game.rules(lang)[:3]:
            assert html.escape(line) in text
        assert html.escape(sn.difficulty("klondike").label(lang)) in text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_guide_covers_every_notebook_and_links_its_files(lang):
    text = (DOCS / "teacher" / f"guide_{lang}.md").read_text(encoding="utf-8")
    for path in sorted((ROOT / "notebooks" / "source").glob("[0-9]*.py")):
        assert f"`{path.stem}`" in text, path.stem
    for project in ("20_your_strategy", "21_your_variant", "30_klondike_tips"):
        assert f"### `{project}`" in text, f"no rubric for {project}"
    assert len(re.findall(r"^### .*(Lesson|Séance) \d", text, re.M)) == 3
    for target in re.findall(r"\]\(([^)]+)\)", text):
        assert (DOCS / "teacher" / target).resolve().exists(), target


def test_readme_and_welcome_link_the_teachers_material():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for lang in ("en", "fr"):
        assert f"(docs/teacher/guide_{lang}.md)" in readme and f"(docs/teacher/games_{lang}.md)" in readme
        assert f"(docs/teacher/answer_key_{lang}.md)" in readme
        # the answer key: in the teacher editions only
        shown = {lang: ("guide", "games"), f"teacher_{lang}": ("guide", "games", "answer_key")}
        for folder, names in shown.items():
            path = ROOT / "notebooks" / folder / "00_welcome.ipynb"
            cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
            markdown = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
            for name in names:
                link = f"(../../docs/teacher/{name}_{lang}.md)"
                assert link in markdown, f"{folder} welcome: no link to {name}"
