"""Round 17 (part t1t)'s own shapes stay linear on long runs (issue 25, High 1): substitutions Tier 1 bounds
(``bounded_subs``: ``$(git rev-parse --show-toplevel)``, which reads a bounded window after it),
awk programs proven read-only (``read_only_code``), tree-delete option markers beside a write marker, and hooks armed
by tmux, launchd and login items (``session_hooks``). Each shape is judged at 200 and at 20,000 blanks; the long one
must cost under 20× the short one, with a floor for timer noise; each long shape is still blocked."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial

_SHAPES = [
    "cp x \"$(git rev-parse --show-toplevel)/../.hermes/SOUL.md\"@",
    "rm -rf@\"$(git rev-parse --show-toplevel)/.hermes\"",
    "d=$(basename /a/b.c)@$(git rev-parse --show-toplevel)@; rm -rf ~/.hermes/skills",
    "awk 'BEGIN{@print \"x\" > ENVIRON[\"HOME\"] \"/.hermes/SOUL.md\"}'",
    "pwsh -c \"Get-ChildItem $HOME/.hermes/skills -Recurse | Remove-Item\"@",
    "guile -c '(call-with-output-file (string-append (getenv \"HOME\") \"/.hermes/SOUL.md\")@(lambda (p) (display 1 p)))'",
    "tmux set-hook -g session-created@'run-shell \"sh /tmp/x\"'",
    "launchctl load -w@~/Library/LaunchAgents/com.x.plist",
    "osascript -e 'tell application \"System Events\" to make login item at end with properties {path:\"/tmp/x.app\"}'@",
]


def _shape(text: str) -> Callable[[str], str]:
    def shape(blanks: str) -> str:
        return text.replace("@", blanks)
    shape.__name__ = text.split()[0]
    return shape


@pytest.mark.parametrize("shape", [_shape(s) for s in _SHAPES], ids=lambda s: s.__name__)
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, profile: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        command = shape(blanks).replace("~/Library", f"{profile.home}/Library")
        assert evaluate(command).block, command[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)
