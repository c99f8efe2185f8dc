"""The Binder environment, rebuilt from ``binder/`` alone, has what the notebooks need.

repo2docker installs ``binder/requirements.txt`` with the repository root as the
working directory (its last line, ``.``, installs the kit itself, as a regular
non-editable install). This test does the same in a fresh virtual environment,
checks that the JupyterLab extensions the table needs are enabled there, that every
module the kit and the notebooks import is installed, and runs the welcome notebooks there
under nbval.  Every notebook runs under nbval in the main suite (scripts/test.sh); what
is Binder's own is the environment, so only the welcome pages are run again here.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[1]
BINDER = REPO / "binder"


def _notebooks() -> list[Path]:
    """What a Binder visitor opens first: the welcome page, in English and in French."""
    return [REPO / "notebooks" / lang / "00_welcome.ipynb" for lang in ("en", "fr")]


def _imported_modules() -> set[str]:
    """The top-level modules the kit and the notebooks' sources import (but the kit's own)."""
    files = [*(REPO / "solitaire_nb").rglob("*.py"), *(REPO / "notebooks" / "source").rglob("*.py")]
    names: set[str] = set()
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                names.add(node.module.split(".")[0])
    return names - {"solitaire_nb", "__future__"}


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
    # The pip cache is kept (no --no-cache-dir) so that repeated runs stay fast.  The modules
    # are compiled as they are installed: with --no-compile the install saves 20 s, and the
    # notebooks lose 70 s compiling what they import in every kernel and worker.
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


def test_binder_has_every_module_the_kit_and_the_notebooks_import(binder_venv):
    modules = sorted(_imported_modules())
    code = (
        "import importlib.util, sys\n"
        "missing = [m for m in sys.argv[1:] if importlib.util.find_spec(m) is None]\n"
        "print(' '.join(missing))\n"
        "sys.exit(1 if missing else 0)\n"
    )
    proc = subprocess.run(
        [str(binder_venv / "bin" / "python"), "-c", code, *modules],
        cwd=binder_venv,
        env=_clean_env(binder_venv),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, f"modules missing from the Binder environment: {proc.stdout}"


def test_binder_runs_the_welcome_notebooks(binder_venv):
    notebooks = _notebooks()
    assert notebooks, (
        "notebooks/ holds no .ipynb file yet: the Binder environment has nothing to run "
        "(expected notebooks/en/00_welcome.ipynb and notebooks/fr/00_welcome.ipynb)"
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
