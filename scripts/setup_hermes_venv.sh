#!/usr/bin/env bash
# Create (or refresh) the separate Hermes Agent venv used by the R-H-6
# end-to-end test and by operators, and install the qlnweb plugin into it.
#
#   QLN_HERMES_VENV   venv path (default /opt/qln-hermes-venv)
#   HERMES_VERSION    pip specifier (default ">=0.19,<0.20")
#   PYTHON            interpreter for the venv (default python3, needs >= 3.11)
#
# Idempotent: an existing venv and a satisfying hermes-agent are kept; the
# plugin is always reinstalled (no deps, seconds) so it matches this checkout.
set -euo pipefail

VENV="${QLN_HERMES_VENV:-/opt/qln-hermes-venv}"
SPEC="hermes-agent${HERMES_VERSION:->=0.19,<0.20}"
PYTHON="${PYTHON:-python3}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if [ ! -x "$VENV/bin/python" ]; then
    echo "setup_hermes_venv: creating $VENV"
    "$PYTHON" -m venv "$VENV"
fi

# Already-satisfied requirements make this a no-op without touching the index.
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "$SPEC"

# The plugin, exposed through the hermes_agent.plugins entry point "qlnweb".
# Build from a temporary copy so no build/ or *.egg-info lands in the checkout.
BUILD_DIR="$(mktemp -d)"
trap 'rm -rf "$BUILD_DIR"' EXIT
cp -r "$ROOT/hermes_plugin" "$BUILD_DIR/hermes_plugin"
rm -rf "$BUILD_DIR/hermes_plugin/__pycache__"
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check \
    --no-deps --force-reinstall "$BUILD_DIR/hermes_plugin"

"$VENV/bin/python" - <<'PY'
import sys
from importlib.metadata import entry_points, version
names = [ep.name for ep in entry_points(group="hermes_agent.plugins")]
assert "qlnweb" in names, f"entry point missing: {names}"
print(f"hermes-agent {version('hermes-agent')} + qlnweb-hermes-plugin "
      f"{version('qlnweb-hermes-plugin')} in {sys.prefix}")
PY
