#!/usr/bin/env bash
# Set up (idempotent) and open JupyterLab on the welcome notebook.
# Extra arguments are passed to `jupyter lab`, e.g. `bash scripts/lab.sh --no-browser`.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/_setup.sh"

setup_venv

extra=()
if [ "$(id -u)" -eq 0 ]; then
    extra+=(--allow-root)  # Jupyter refuses to run as root without it (containers, CI).
fi

# Serve the whole checkout (as Binder does) and open the welcome notebook.
exec "$VENV/bin/jupyter" lab "${extra[@]}" --ServerApp.root_dir="$REPO_ROOT" \
    notebooks/en/00_welcome.ipynb "$@"
