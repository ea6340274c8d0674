"""Round 39 (t5b)'s shape stays linear on long runs (issue 25): a scratch-labelled storage prefix or one-off bucket
removed whole (:mod:`scratch_scopes`). Each shape is judged short and long (``linear_timing.small_and_large``); the
long one must cost under 30x the short one, with a floor for timer noise; each long dangerous shape is still blocked,
each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _prod(blanks: str) -> str:
    return f"aws s3 rm{blanks}s3://acme-prod/tmp/{blanks}--recursive"


def _long_name(blanks: str) -> str:
    return f"aws s3 rm s3://acme-ci-tmp/pr-1{'-x' * (len(blanks) // 2)}/ s3://acme-web/ --recursive"


@pytest.mark.parametrize("shape", [_prod, _long_name])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _scratch(blanks: str) -> str:
    return f"aws s3 rm{blanks}s3://acme-ci-artifacts/pr-123/{blanks}--recursive"


def _bucket(blanks: str) -> str:
    return f"gcloud{blanks}storage rm -r gs://ci-scratch-20261206"


@pytest.mark.parametrize("shape", [_scratch, _bucket])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
