"""Every game has its notebook, generated from its declaration, in four editions.

``scripts/make_game_notebooks.py`` writes the source ``notebooks/source/games/<id>.py``;
``scripts/make_editions.py`` writes the English and French editions for students and
teachers (tests/test_editions.py checks they are in step); the teacher editions are
saved executed, with their pictures.  The English teacher and French student editions run
under nbval with the suite (the four editions run the same code: tests/test_editions.py).
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

from each import assert_each

import solitaire_nb as sn
from solitaire_nb import game_info
from solitaire_nb.teaching.examples import examples

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "notebooks" / "source" / "games"

spec = importlib.util.spec_from_file_location("make_game_notebooks",
                                              ROOT / "scripts" / "make_game_notebooks.py")
generator = importlib.util.module_from_spec(spec)
sys.modules.setdefault("make_game_notebooks", generator)
spec.loader.exec_module(generator)

GAMES = [g for g in sn.list_games() if g not in generator.SKIP]


def edition(game_id: str, lang: str, teacher: bool = True) -> dict:
    folder = ROOT / "notebooks" / (f"teacher_{lang}" if teacher else lang) / "games"
    path = folder / f"{game_id}.ipynb"
    assert path.exists(), f"{path} is missing: run scripts/make_game_notebooks.py, then make_editions.py"
    return json.loads(path.read_text(encoding="utf-8"))


def source(cell):
    text = cell["source"]
    return "".join(text) if isinstance(text, list) else text


def _source_is_generated_from_the_current_declaration(game_id):
    saved = (SOURCES / f"{game_id}.py").read_text(encoding="utf-8")
    assert saved == generator.source(game_id), (
        "the notebook source is out of date: run scripts/make_game_notebooks.py, then "
        "scripts/make_editions.py")


def test_source_is_generated_from_the_current_declaration():
    assert_each(GAMES, _source_is_generated_from_the_current_declaration, name=str)


def _teacher_editions_are_saved_with_their_pictures(game_id):
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
        assert pictures >= 2 + len(examples(game_id))


def test_teacher_editions_are_saved_with_their_pictures():
    assert_each(GAMES, _teacher_editions_are_saved_with_their_pictures, name=str)


def _each_example_is_shown_and_each_exercise_comes_before_its_answer(game_id):
    for lang in ("en", "fr"):
        cells = edition(game_id, lang)["cells"]
        text = "".join(source(c) for c in cells)
        for example in examples(game_id):
            assert example.text(lang) in text
        parts = [(c["metadata"]["solitaire_nb"]["exercise"], c["metadata"]["solitaire_nb"]["part"])
                 for c in cells if "solitaire_nb" in c.get("metadata", {})]
        for name in {exercise for exercise, _ in parts}:
            order = [part for exercise, part in parts if exercise == name]
            assert order[:3] == ["ask", "answer", "score"], (name, order)
            assert order.index("reveal") > order.index("answer"), "the table lights up after the answer"
        asked = {exercise for exercise, _ in parts}
        with_moves = [e for e in examples(game_id) if e.select is not None or e.refused]
        assert len(asked) == len(with_moves), "each position with a selection or a refused move is asked"


def test_each_example_is_shown_and_each_exercise_comes_before_its_answer():
    assert_each(GAMES, _each_example_is_shown_and_each_exercise_comes_before_its_answer, name=str)


def _notebook_compares_links_and_gives_difficulty_and_strategy(game_id):
    info = game_info(game_id)
    for lang in ("en", "fr"):
        cells = edition(game_id, lang)["cells"]
        text = "\n".join(source(cell) for cell in cells if cell["cell_type"] == "markdown")
        folder = ROOT / "notebooks" / f"teacher_{lang}" / "games"
        for link in re.findall(r"\]\((\.\./[^)]+)\)", text):
            assert (folder / link).resolve().is_relative_to(ROOT) and (folder / link).exists(), link
        assert f"../../../docs/rule_sheets/{game_id}.{lang}.html" in text
        assert "/200" in text
        assert text.count("../../../glossary/") >= 3  # a deck, a pile role and a rule
        code = "\n".join(source(cell) for cell in cells if cell["cell_type"] == "code")
        assert f'differences(GAME, "{info.resembles or "klondike"}")' in code
        if info.strategy:
            assert info.strategy[lang].split(".")[0] in text


def test_notebook_compares_links_and_gives_difficulty_and_strategy():
    assert_each(GAMES, _notebook_compares_links_and_gives_difficulty_and_strategy, name=str)


def _every_game_has_strategy_advice_and_a_game_it_is_taught_against(game_id):
    info = game_info(game_id)
    assert set(info.strategy) == {"en", "fr"} and all(len(t) > 40 for t in info.strategy.values())
    if game_id != "klondike":
        assert info.resembles in sn.list_games() and info.resembles != game_id


def test_every_game_has_strategy_advice_and_a_game_it_is_taught_against():
    assert_each(sn.list_games(), _every_game_has_strategy_advice_and_a_game_it_is_taught_against, name=str)
