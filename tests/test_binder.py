"""The Binder environment, rebuilt from ``binder/`` alone, runs every notebook.

repo2docker installs ``binder/requirements.txt`` with the repository root as the
working directory (its last line, ``.``, installs the kit itself, as a regular
non-editable install). This test does the same in a fresh virtual environment,
checks that the JupyterLab extensions the table needs are enabled there, and runs
each notebook in that environment under nbval.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[1]
BINDER = REPO / "binder"


def _notebooks() -> list[Path]:
    """What a Binder visitor opens: the student editions, every English one and the French
    lessons (the teacher editions hold the same code; the main suite runs every edition)."""
    english = (REPO / "notebooks" / "en").rglob("*.ipynb")
    french = (REPO / "notebooks" / "fr").glob("*.ipynb")
    return sorted(p for p in [*english, *french] if ".ipynb_checkpoints" not in p.parts)


def _clean_env(venv: Path) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "PIP_REQUIRE_VIRTUALENV"}
    }
    env["VIRTUAL_ENV"] = str(venv)
    env["PATH"] = str(venv / "bin") + os.pathsep + env.get("PATH", "")
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def _run(cmd: list[str], env: dict[str, str], timeout: float) -> subprocess.CompletedProcess:
    return subprocess.run(
        cmd,
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=timeout,
    )


def _tail(text: str, lines: int = 60) -> str:
    return "\n".join(text.splitlines()[-lines:])


@pytest.fixture(scope="module")
def binder_venv(tmp_path_factory) -> Path:
    """A fresh virtualenv holding exactly what binder/ asks for (plus the test runner, which
    runs the notebooks two at a time)."""
    assert (BINDER / "requirements.txt").is_file(), "binder/requirements.txt is missing"
    runtime = (BINDER / "runtime.txt").read_text().strip()
    assert runtime.startswith("python-3."), f"unexpected binder/runtime.txt: {runtime!r}"

    venv = tmp_path_factory.mktemp("binder") / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    env = _clean_env(venv)
    # Like repo2docker: `pip install -r binder/requirements.txt` from the repository root.
    # The pip cache is kept (no --no-cache-dir) so that repeated runs stay fast.
    proc = _run(
        [
            str(venv / "bin" / "python"),
            "-m",
            "pip",
            "install",
            "--quiet",
            "-r",
            "binder/requirements.txt",
            "pytest",
            "pytest-xdist",
            "nbval",
        ],
        env,
        timeout=900,
    )
    assert proc.returncode == 0, "installing binder/requirements.txt failed:\n" + _tail(
        proc.stdout
    )
    return venv


def test_binder_installs_the_kit_as_a_package(binder_venv):
    env = _clean_env(binder_venv)
    code = (
        "import pathlib, solitaire_nb; "
        "p = pathlib.Path(solitaire_nb.__file__).resolve(); "
        "print(p); "
        "assert 'site-packages' in p.parts, p"
    )
    proc = subprocess.run(
        [str(binder_venv / "bin" / "python"), "-c", code],
        cwd=binder_venv,  # not the repository root, so the source folder is not on sys.path
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout
    glossary = sorted((REPO / "glossary").glob("*.json"))
    if glossary:
        data = Path(proc.stdout.strip().splitlines()[-1]).parent / "glossary_data"
        shipped = {p.name for p in data.glob("*.json")}
        missing = {p.name for p in glossary} - shipped
        assert not missing, f"glossary files missing from the installed package: {missing}"


def test_binder_enables_the_lab_extensions(binder_venv):
    proc = _run(
        [str(binder_venv / "bin" / "jupyter"), "labextension", "list"],
        _clean_env(binder_venv),
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout
    lines = proc.stdout.splitlines()
    for name in ("ipycanvas", "ipyevents", "@jupyter-widgets/jupyterlab-manager"):
        found = [line for line in lines if name in line]
        assert found, f"{name} is not listed by `jupyter labextension list`:\n{proc.stdout}"
        assert any("enabled" in line and "OK" in line for line in found), (
            f"{name} is listed but not enabled and OK:\n{proc.stdout}"
        )


def test_binder_runs_the_student_notebooks(binder_venv):
    notebooks = _notebooks()
    assert notebooks, (
        "notebooks/ holds no .ipynb file yet: the Binder environment has nothing to run "
        "(expected at least notebooks/en/00_welcome.ipynb)"
    )
    proc = _run(
        [
            str(binder_venv / "bin" / "python"),
            "-m",
            "pytest",
            "--nbval-lax",
            "--nbval-current-env",
            "-n",
            "2",
            "--dist",
            "loadfile",  # a notebook's cells run in order, in one kernel
            "-p",
            "no:cacheprovider",
            "-q",
            *[str(p.relative_to(REPO)) for p in notebooks],
        ],
        _clean_env(binder_venv),
        timeout=1200,
    )
    assert proc.returncode == 0, "notebooks failed in the Binder environment:\n" + _tail(
        proc.stdout, 120
    )
