"""Round 38 (t4s)'s shapes stay linear on long runs (issue 25, High 1): a package runner's words read once
(``unreviewed_runs``: one pass over the words, anchored regexes per word) and a one-liner's write word and home
joins (``home_writes``: one search, :func:`codepaths.home_joined`'s possessive regex). Each shape is judged short
and long (``linear_timing.small_and_large``); the long one must cost under 30x the short one, with a floor for
timer noise; each long dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _runner_flags(blanks: str) -> str:
    return f"npx -y acme-diag@latest{blanks}--dry-run{blanks}--force"


def _home_append(blanks: str) -> str:
    return f"node -e \"require('fs').appendFileSync(require('os').homedir()+'/.bashrc',{blanks}'x')\""


@pytest.mark.parametrize("shape", [_runner_flags, _home_append])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _pinned_runner(blanks: str) -> str:
    return f"npx -y prettier@3.3.3{blanks}--check{blanks}src"


def _workspace_write(blanks: str) -> str:
    return f"node -e \"require('fs').writeFileSync('build/a.txt',{blanks}require('os').homedir())\""


@pytest.mark.parametrize("shape", [_pinned_runner, _workspace_write])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
