"""Packaging: the wheel carries the package, its subpackages and the glossary."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def test_engine_has_no_runtime_dependencies():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    assert project.get("dependencies", []) == []
    assert {"notebook", "dev"} <= set(project["optional-dependencies"])


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> zipfile.ZipFile:
    """A wheel built (as `pip install .` would) from a clean copy of the checkout."""
    src = tmp_path_factory.mktemp("src") / "solitaire_nb"
    shutil.copytree(
        REPO,
        src,
        ignore=shutil.ignore_patterns(
            ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", "notebooks",
            ".ipynb_checkpoints", ".ruff_cache", ".pytest_cache", "test-artifacts",
        ),
    )
    out = tmp_path_factory.mktemp("dist")
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(src)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout
    (path,) = out.glob("solitaire_nb-*.whl")
    return zipfile.ZipFile(path)


def test_wheel_holds_the_package_and_its_subpackages(wheel):
    names = set(wheel.namelist())
    expected = {
        p.relative_to(REPO).as_posix()
        for p in (REPO / "solitaire_nb").rglob("*.py")
        if "__pycache__" not in p.parts
    }
    assert "solitaire_nb/__init__.py" in expected, "solitaire_nb/__init__.py is missing"
    missing = expected - names
    assert not missing, f"modules missing from the wheel: {sorted(missing)}"


def test_wheel_ships_the_glossary_as_package_data(wheel):
    glossary = sorted(p.name for p in (REPO / "glossary").glob("*.json"))
    assert glossary, "glossary/ holds no .json file"
    shipped = sorted(
        Path(n).name for n in wheel.namelist() if n.startswith("solitaire_nb/glossary_data/")
    )
    assert shipped == glossary


def test_wheel_ships_the_measured_difficulty_and_the_puzzles(wheel):
    names = set(wheel.namelist())
    assert "solitaire_nb/teaching/difficulty.json" in names
    stored = {f"solitaire_nb/teaching/puzzle_data/{p.name}"
              for p in (REPO / "solitaire_nb" / "teaching" / "puzzle_data").glob("*.json")}
    assert stored and stored <= names
