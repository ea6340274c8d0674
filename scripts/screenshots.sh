#!/usr/bin/env bash
# Screenshots of the operator's pages into docs/screenshots/ (issues 12, 27), each at 1366×900 and 390×844,
# with axe-core (from the PyPI package axe-playwright-python, installed by `make install`) at 0 serious or
# critical violations on every page; any violation, sideways scroll on the phone or non-200 page fails.
#
# 1. A demo stack as `make run` starts it (migrate, load_demo, run_stack) on a temporary QLN_HOME and a
#    free port on 127.0.0.1; scripts/screenshots_demo.py logs in as the demo operator, asks for the demo's
#    blocked verdict and shoots demo-*.png: queue, cycles, the demo cycle, candidates, agents, the agent,
#    its newest verdict, its versions, the fleet, attestations. The stack is stopped afterwards.
# 2. The browser walks of the test suite, which build what the demo does not reach yet (a candidate with a
#    PASS run, a promoted version, a lens grid with a refused cell) through the real API and `promote`,
#    save their pages as the other *.png here (QLN_SCREENSHOTS_DIR).
#
#   PYTHON   interpreter with the project's dependencies (default .venv/bin/python)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHON="${PYTHON:-$ROOT/.venv/bin/python}"
OUT="$ROOT/docs/screenshots"
mkdir -p "$OUT"
cd "$ROOT"
"$PYTHON" -c 'import axe_playwright_python' 2>/dev/null || { echo "axe-playwright-python is missing: make install" >&2; exit 2; }

HOME_DIR="$(mktemp -d)"
PORT="$("$PYTHON" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
export QLN_HOME="$HOME_DIR" QLN_SITE_URL="http://127.0.0.1:$PORT"
unset DATABASE_URL
STACK_PID=""
cleanup() {
  if [ -n "$STACK_PID" ]; then kill -TERM "$STACK_PID" 2>/dev/null || true; wait "$STACK_PID" 2>/dev/null || true; fi
  rm -rf "$HOME_DIR"
}
trap cleanup EXIT

PASSWORD="screenshots-$(date +%s)"
"$PYTHON" manage.py migrate --noinput >/dev/null
DEMO="$("$PYTHON" manage.py load_demo --password "$PASSWORD")"
TOKEN="$(printf '%s\n' "$DEMO" | sed -n 's/^ *agent token *: *\([^ ]*\).*/\1/p' | head -n1)"
[ -n "$TOKEN" ] || { echo "load_demo printed no agent token:" >&2; printf '%s\n' "$DEMO" >&2; exit 2; }
"$PYTHON" manage.py run_stack --addr "127.0.0.1:$PORT" >"$HOME_DIR/stack.log" 2>&1 &
STACK_PID=$!
for _ in $(seq 1 60); do
  curl -fsS -o /dev/null "http://127.0.0.1:$PORT/accounts/login/" 2>/dev/null && break
  kill -0 "$STACK_PID" 2>/dev/null || { cat "$HOME_DIR/stack.log" >&2; exit 2; }
  sleep 1
done
status=0
"$PYTHON" scripts/screenshots_demo.py --base "http://127.0.0.1:$PORT" --username operator --password "$PASSWORD" \
    --token "$TOKEN" --out "$OUT" || status=$?
kill -TERM "$STACK_PID" 2>/dev/null || true; wait "$STACK_PID" 2>/dev/null || true; STACK_PID=""

QLN_SCREENSHOTS_DIR="$OUT" QLN_REQUIRE_BROWSER=1 "$PYTHON" -m pytest -q -p no:logging \
    tests/evaluation/candidates/test_workspace_pages_browser.py tests/promotion/test_operator_pages_browser.py \
    tests/evaluation/candidates/test_lens_grid_input_kept_browser.py \
    "tests/evaluation/candidates/test_hold_close_browser.py::test_closing_a_hold_completes_the_cycle_with_no_change_and_a_signed_reason" \
    || status=$?
ls -1 "$OUT"
exit "$status"
