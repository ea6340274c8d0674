"""Round 37 (t4q)'s shapes stay linear on long runs (issue 25, High 1): an ``edit`` sub-command fed stdin, a
lifecycle script assigned and saved (:data:`staged_writes._ASSIGNED`, a bounded pattern scanned once), and ``git
apply --unsafe-paths``. Each shape is judged short and long (``linear_timing.small_and_large``); the long one must
cost under 30x the short one, with a floor for timer noise; each long dangerous shape is still blocked, each benign
one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _edit(blanks: str) -> str:
    return f"systemctl edit{blanks}--full beacon.service <<< '[Service]'"


def _assigned(blanks: str) -> str:
    return f"jq '.scripts.postinstall=\"sh x\"{blanks}' package.json | sponge package.json"


def _many_keys(blanks: str) -> str:
    return "jq '" + blanks.replace(" ", "scripts ") + ".scripts.preinstall=\"x\"' package.json > t.json"


def _apply(blanks: str) -> str:
    return f"git apply{blanks}--unsafe-paths d.diff"


@pytest.mark.parametrize("shape", [_edit, _assigned, _many_keys, _apply])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _version(blanks: str) -> str:
    return f"jq '.version=\"2.0.0\"{blanks}' package.json | sponge package.json"


def _reads(blanks: str) -> str:
    return f"jq -r '.scripts.postinstall{blanks}// empty' package.json > build/hooks.txt"


@pytest.mark.parametrize("shape", [_version, _reads])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
