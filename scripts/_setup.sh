# Shared, idempotent environment setup for scripts/test.sh and scripts/lab.sh.
# Source it from a script in scripts/; it leaves the shell in the repository root
# with the project installed (editable, with the [dev] extras) in .venv.

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO_ROOT"

VENV="$REPO_ROOT/.venv"
VENV_PY="$VENV/bin/python"
STAMP="$VENV/.solitaire_nb-install-stamp"
PIP_NOISE="is ignored: it is neither a file nor a directory"

find_python() {
    local candidate
    for candidate in "${PYTHON:-}" python3 python3.13 python3.12 python3.11 python3.10 python; do
        [ -n "$candidate" ] || continue
        command -v "$candidate" >/dev/null 2>&1 || continue
        if "$candidate" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else 1)' \
            >/dev/null 2>&1; then
            echo "$candidate"
            return 0
        fi
    done
    return 1
}

setup_venv() {
    if [ ! -x "$VENV_PY" ]; then
        local py
        if ! py="$(find_python)"; then
            echo "error: Python >= 3.10 is needed (set PYTHON=/path/to/python3)." >&2
            exit 1
        fi
        echo "==> Creating $VENV with $("$py" --version 2>&1)"
        "$py" -m venv "$VENV"
    fi

    # Reinstall only when the packaging files changed since the last good install.
    local want
    want="$(cat pyproject.toml setup.py 2>/dev/null | "$VENV_PY" -c \
        'import hashlib, sys; print(hashlib.sha256(sys.stdin.buffer.read()).hexdigest())')"
    if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$want" ] \
        && (cd / && "$VENV_PY" -c 'import solitaire_nb, sys
sys.exit(0 if getattr(solitaire_nb, "__file__", None) else 1)') >/dev/null 2>&1; then
        # (checked from / so that the installed copy is imported, not the checkout's folder)
        return 0
    fi
    echo "==> Installing solitaire_nb (editable) with the [dev] extras into .venv"
    # (The filter drops a harmless pip warning about unreachable local index folders.)
    "$VENV_PY" -m pip install --quiet --upgrade pip 2>&1 | { grep -v "$PIP_NOISE" || true; }
    "$VENV_PY" -m pip install --quiet -e '.[dev]' 2>&1 | { grep -v "$PIP_NOISE" || true; }
    echo "$want" > "$STAMP"
}

ensure_chromium() {
    # The browser tests drive Debian's Chromium; they are part of the suite.
    if [ -x /usr/bin/chromium ]; then
        return 0
    fi
    echo "==> Installing Debian's Chromium (/usr/bin/chromium)"
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then
            # Let sudo ask for a password only when someone is at the terminal.
            if [ -t 0 ]; then sudo=(sudo); else sudo=(sudo -n); fi
        else
            echo "error: /usr/bin/chromium is missing and this user can neither run" >&2
            echo "       apt-get as root nor use sudo. Install it with:" >&2
            echo "       apt-get update && apt-get install -y chromium" >&2
            exit 1
        fi
    fi
    if ! { "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q \
            && "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium; }; then
        echo "error: could not install Chromium with apt-get; the browser tests need" >&2
        echo "       /usr/bin/chromium. Install it with: apt-get install -y chromium" >&2
        exit 1
    fi
    if [ ! -x /usr/bin/chromium ]; then
        echo "error: apt-get finished but /usr/bin/chromium is still missing." >&2
        exit 1
    fi
}
