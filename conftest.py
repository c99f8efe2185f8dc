"""Test-session setup shared by the test suite and the notebooks run under nbval."""

from __future__ import annotations

import atexit
import functools
import os
import shutil
import tempfile
from typing import Any

# Nothing a test or a notebook run plays may land in the real user's records
# (solitaire_nb.records.store): the whole session, and every kernel and server it
# starts (they inherit the environment), saves into a folder of its own, removed at exit.
if not os.environ.get("SOLITAIRE_NB_DATA"):
    _records_folder = tempfile.mkdtemp(prefix="solitaire_nb_records_")
    os.environ["SOLITAIRE_NB_DATA"] = _records_folder
    atexit.register(shutil.rmtree, _records_folder, True)

try:
    import nbval.kernel as _nbval_kernel
except ImportError:  # nbval is a test dependency; without it there is nothing to set up
    _nbval_kernel = None


def _retry_kernel_start(start: Any, attempts: int = 3) -> Any:
    """A kernel that dies before answering its first message is started again (up to
    ``attempts`` times).  With many notebooks run in parallel, a new kernel can lose the
    race for a free port and die at once; that says nothing about the notebook, whose
    cells still run, and fail, as they are."""

    @functools.wraps(start)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        for attempt in range(1, attempts + 1):
            try:
                return start(*args, **kwargs)
            except RuntimeError:
                if attempt == attempts:
                    raise
        raise AssertionError("unreachable")

    return wrapped


if _nbval_kernel is not None and not getattr(_nbval_kernel.start_new_kernel, "__wrapped__", None):
    _nbval_kernel.start_new_kernel = _retry_kernel_start(_nbval_kernel.start_new_kernel)


# Each game notebook runs under nbval in one of the two editions the suite runs, the English
# teacher edition or the French student edition, taking turns in the games' alphabetical
# order (tests/test_editions.py proves that all four editions of a notebook run the same code,
# and tests/test_game_notebooks.py runs every game notebook's exercises in-process with the
# teacher's answers).  The lessons (notebooks/*/NN_*.ipynb) run in both.  A notebook named on
# the command line always runs (pytest never asks this hook about the paths it was given).
GAME_EDITIONS = ("teacher_en", "fr")


def nbval_edition(game_notebook: str, games: list[str]) -> str:
    """The edition (``teacher_en`` or ``fr``) in which the suite runs the notebook of the game
    ``game_notebook``, one of the sorted notebook names ``games``."""
    return GAME_EDITIONS[sorted(games).index(game_notebook) % 2]


def pytest_ignore_collect(collection_path: Any, config: Any) -> bool | None:
    path = collection_path
    if path.suffix != ".ipynb" or path.parent.name != "games" or path.parent.parent.name not in GAME_EDITIONS:
        return None
    games = [p.stem for p in path.parent.glob("*.ipynb")]
    return True if nbval_edition(path.stem, games) != path.parent.parent.name else None


# The longest test files start first, so that the workers sharing the suite (pytest-xdist,
# one file at a time each, the next file to the first worker free) do not end with one of them
# still running a long file alone.  scripts/test.sh keeps this order (--no-loadscope-reorder:
# else xdist starts the files with the most tests first, and these files have few).  Any order
# is correct; this one is only quicker.
LONGEST_FIRST = ("test_puzzle_certificates.py", "test_puzzles.py", "test_binder.py", "test_browser.py",
                 "test_position_keys.py", "test_solutions_replay.py", "test_solver.py", "test_properties.py",
                 "test_game_notebooks.py", "test_all_games.py", "test_solver_soundness.py", "test_hints.py")


def pytest_collection_modifyitems(items: list[Any]) -> None:
    def rank(item: Any) -> int:
        name = item.path.name
        return LONGEST_FIRST.index(name) if name in LONGEST_FIRST else len(LONGEST_FIRST)
    items.sort(key=rank)   # stable: the other files keep their order, and so does each file's tests
