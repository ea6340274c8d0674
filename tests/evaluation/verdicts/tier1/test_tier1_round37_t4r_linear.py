"""Round 37 (t4r)'s shapes stay linear on long runs (issue 25, High 1): a short-option bundle's letters
(``options.bundle_letters``: one anchored regex match per word). Each shape is judged short and long
(``linear_timing.small_and_large``); the long one must cost under 30x the short one, with a floor for timer noise;
each long dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _clean_beside(blanks: str) -> str:
    return f"pg_restore -sOf$HOME/work/build/schema.sql{blanks}-c /tmp/db.dump"


def _stamp_in_profile(blanks: str) -> str:
    return f'cp notes.txt{blanks}"$HOME/.hermes/skills/$(date +%F).md"'


@pytest.mark.parametrize("shape", [_clean_beside, _stamp_in_profile])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _attached_value(blanks: str) -> str:
    return f"pg_restore -sOf$HOME/work/build/schema.sql{blanks}/tmp/db.dump"


@pytest.mark.parametrize("shape", [_attached_value])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
