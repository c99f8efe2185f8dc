#!/usr/bin/env bash
# Set up (idempotent) and run every test: ruff, the test suite, the notebooks
# (executed under nbval) and the browser tests in Debian's Chromium.
# Extra arguments are passed to pytest, e.g. `bash scripts/test.sh -k klondike`.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_setup.sh"

setup_venv
ensure_chromium

status=0

echo "==> ruff check ."
if ! "$VENV/bin/ruff" check .; then
    echo "ruff reported problems (see above)." >&2
    status=1
fi

echo "==> mypy (strict over text/, rules/ and engine/; configured in pyproject.toml)"
if ! "$VENV_PY" -m mypy; then
    echo "mypy reported problems (see above)." >&2
    status=1
fi

echo "==> pytest"
set +e
# Tests and notebooks run on every core (pytest-xdist), one file per worker at a time.
# nbval runs the lessons in the English teacher edition (with the answers) and the French
# student edition (without them), and each game notebook in one of those two, the games
# taking turns (conftest.py); tests/test_editions.py proves that the four editions of a
# notebook run the same code cells with the same settings.
# --no-loadscope-reorder: the files start in the order conftest.py gives them, the longest first.
"$VENV_PY" -m pytest tests notebooks/teacher_en notebooks/fr -n auto --dist loadfile --no-loadscope-reorder \
    --nbval-lax --nbval-current-env -p no:cacheprovider "$@"
rc=$?
set -e
if [ "$rc" -eq 5 ]; then
    echo "error: pytest collected no tests." >&2
    rc=1
fi
if [ "$rc" -ne 0 ]; then
    status=$rc
fi
exit "$status"
