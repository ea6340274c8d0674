#!/usr/bin/env bash
# Screenshots of the operator's review workspace (issue 12) into docs/screenshots/:
# the review queue, a cycle at Z, a candidate (diff, lens grid, results, promotion form),
# the candidate and agent lists and an agent page, each at 1366×900 and 390×844.
#
# It runs the browser walk of tests/evaluation/candidates/test_workspace_pages_browser.py
# (real data through the real API, a live server, headless Debian Chromium), which also
# checks every page for sideways scrolling on a phone and for axe-core violations.
#
#   PYTHON   interpreter with the project's dependencies (default .venv/bin/python)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHON="${PYTHON:-$ROOT/.venv/bin/python}"
OUT="$ROOT/docs/screenshots"
mkdir -p "$OUT"
cd "$ROOT"
QLN_SCREENSHOTS_DIR="$OUT" QLN_REQUIRE_BROWSER=1 "$PYTHON" -m pytest -q -p no:logging \
    tests/evaluation/candidates/test_workspace_pages_browser.py
ls -1 "$OUT"
