#!/usr/bin/env bash
# Execute notebooks in place so that their saved outputs (static pictures of the
# table, plots) are up to date; widget state is not stored, so viewers without a
# kernel (GitHub, nbviewer, an untrusted notebook) show the PNG/SVG fallbacks.
# Usage: bash scripts/run_notebooks.sh [notebook ...]   (default: every notebook)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
JUPYTER="$PWD/.venv/bin/jupyter"
if [ "$#" -gt 0 ]; then books=("$@"); else mapfile -t books < <(find notebooks -name '*.ipynb' \
    -not -path '*/.ipynb_checkpoints/*' | sort); fi
for nb in "${books[@]}"; do
    echo "==> $nb"
    (cd "$(dirname "$nb")" && "$JUPYTER" nbconvert --to notebook --execute --inplace \
        --NotebookClient.store_widget_state=False --log-level=ERROR "$(basename "$nb")")
done
