"""Every game has its notebook, generated from its declaration and executed.

The notebooks ``notebooks/games/<id>.ipynb`` are written by
``scripts/make_game_notebooks.py`` and saved with their outputs (static
pictures of the table).  They run under nbval with the rest of the suite.
"""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

import solitaire_nb as sn
from solitaire_nb.teaching.examples import examples

ROOT = Path(__file__).resolve().parent.parent
GAMES_DIR = ROOT / "notebooks" / "games"

spec = importlib.util.spec_from_file_location("make_game_notebooks",
                                              ROOT / "scripts" / "make_game_notebooks.py")
generator = importlib.util.module_from_spec(spec)
spec.loader.exec_module(generator)

GAMES = [g for g in sn.list_games() if g not in generator.SKIP]


def load(game_id):
    path = GAMES_DIR / f"{game_id}.ipynb"
    assert path.exists(), f"{path.name} is missing: run scripts/make_game_notebooks.py"
    return json.loads(path.read_text(encoding="utf-8"))


def source(cell):
    text = cell["source"]
    return "".join(text) if isinstance(text, list) else text


@pytest.mark.parametrize("game_id", GAMES)
def test_notebook_is_generated_from_the_current_declaration(game_id):
    saved = load(game_id)
    fresh = generator.notebook(game_id)
    assert [source(c) for c in saved["cells"]] == [source(c) for c in fresh["cells"]], (
        "the notebook is out of date: run scripts/make_game_notebooks.py and "
        "scripts/run_notebooks.sh")


@pytest.mark.parametrize("game_id", GAMES)
def test_notebook_is_saved_with_its_pictures(game_id):
    notebook = load(game_id)
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


def test_every_example_and_rule_is_in_the_notebook():
    for game_id in GAMES:
        text = "".join(source(c) for c in load(game_id)["cells"])
        for example in examples(game_id):
            assert example.caption["en"] in text and example.caption["fr"] in text


@pytest.mark.parametrize("game_id", GAMES)
def test_notebook_links_its_glossary_words_rule_sheet_and_difficulty(game_id):
    text = "\n".join(source(cell) for cell in load(game_id)["cells"] if cell["cell_type"] == "markdown")
    root = GAMES_DIR.parent.parent
    for link in re.findall(r"\]\((\.\./\.\./[^)]+)\)", text):
        assert (GAMES_DIR / link).resolve().is_relative_to(root) and (GAMES_DIR / link).exists(), link
    assert f"../../docs/rule_sheets/{game_id}.en.html" in text and f"{game_id}.fr.html" in text
    assert "## Difficulty / Difficulté" in text and "/200" in text
    assert text.count("../../glossary/") >= 2 * 3  # a deck, a pile role and a rule, in both languages
