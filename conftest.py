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
