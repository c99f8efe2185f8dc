"""The questions of the game notebooks (``solitaire_nb/teaching/bank/games/``, one module per game):
what every exercise of the bank must do is tested in ``test_bank.py``; here, that the game notebooks
ask them by key and keep none of their answers in their code, and that each question is about a
position of its own game."""

from __future__ import annotations

import ast
import pkgutil
import re
from pathlib import Path

import pytest
from each import assert_each
from notebook_run import editions

import solitaire_nb as sn
from solitaire_nb.teaching.bank import exercise, games, keys
from solitaire_nb.teaching.exercises import PositionQuestion

SOURCES = Path(__file__).resolve().parent.parent / "notebooks" / "source" / "games"
KEY = re.compile(r"""\bexercise\(\s*["']([\w.]+)["']\s*\)""")

pytestmark = pytest.mark.usefixtures("fresh_bank_state")


def code_cells(path: Path) -> list:
    cells = editions.parse(path.read_text(encoding="utf-8"), path.name)
    return [cell for cell in cells if cell.kind == "code"]


def game_of(module: str) -> str:
    """The game of a module of ``bank/games`` (``yield_`` holds the questions of Yield, ``yield``
    being a Python keyword)."""
    return module.removesuffix("_")


GAME_MODULES = sorted(game_of(module.name) for module in pkgutil.iter_modules(games.__path__))
GAME_KEYS = [key for key in keys() if key.split(".")[0] in GAME_MODULES]


def used_keys() -> dict[str, str]:
    """Every key a game notebook asks for, with the notebook asking it."""
    found = {}
    for path in sorted(SOURCES.glob("*.py")):
        for cell in code_cells(path):
            for key in KEY.findall(cell.text):
                found[key] = path.stem
    return found


def test_every_module_is_a_game_with_a_notebook():
    assert GAME_MODULES and set(GAME_MODULES) <= set(sn.list_games())
    assert {path.stem for path in SOURCES.glob("*.py")} >= set(GAME_MODULES)


def test_every_key_a_game_notebook_asks_for_exists_and_belongs_to_it():
    used = used_keys()
    assert sorted(key for key in used if key not in keys()) == []
    assert {key: game for key, game in used.items() if key.split(".")[0] != game} == {}
    # and every question of a game module is asked by its notebook
    assert sorted(set(GAME_KEYS) - set(used)) == []


def _no_code_cell_holds_an_answer(path: Path) -> None:
    for cell in code_cells(path):
        tree = ast.parse(cell.text)
        for node in ast.walk(tree):
            if isinstance(node, ast.keyword) and node.arg == "explanation":
                raise AssertionError(f"a code cell passes explanation= (the answers live in the bank): "
                                     f"{cell.text.splitlines()[0]}")
            if isinstance(node, ast.Name) and node.id == "PositionQuestion":
                raise AssertionError("a code cell builds a PositionQuestion: ask exercise(\"<game>.<id>\")")


def test_no_game_notebook_code_cell_holds_an_answer():
    assert_each(sorted(SOURCES.glob("*.py")), _no_code_cell_holds_an_answer, name=lambda path: path.stem)


def _the_question_is_about_its_own_game(key: str) -> None:
    q = exercise(key)
    assert isinstance(q, PositionQuestion)
    assert q.game.id == key.split(".")[0]
    assert q.explanation is not None and q.hint is not None


def test_each_question_is_about_a_position_of_its_own_game():
    assert_each(GAME_KEYS, _the_question_is_about_its_own_game, name=str)
