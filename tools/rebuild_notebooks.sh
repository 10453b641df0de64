#!/usr/bin/env bash
# Rebuild every notebook from its builder (tools/nb_*.py) and execute it in place, so that nbval can compare it.
# Usage: bash tools/rebuild_notebooks.sh [python]   (run from anywhere; the project must be importable)
# The builders include tools/nb_apps.py (the pupils' apps in notebooks/apps/) and the classroom builders, which write
# the teachers' solutions to notebooks/teacher/.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${1:-python3}"
for builder in tools/nb_*.py; do
    "$PY" "$builder"
done
mapfile -t notebooks < <(find notebooks -name '*.ipynb' -not -path '*/.ipynb_checkpoints/*' | sort)
"$PY" tools/execute_notebooks.py "${notebooks[@]}"
