"""Round 26 (part t2t)'s own shapes stay linear on long runs (issue 25, High 1): a store flushed through a client
library (``client_drops``), a destroying program run through a package runner (``runner_inner``), a host log
replaced by ``tee`` (``log_overwrite``) and a comprehension of a huge spelled count starting processes
(``floods_r26``). Each shape is judged at 200 and at 20,000 characters; the long one must cost under 20x the short
one, with a floor for timer noise; each long shape is still blocked. The benign twins are timed open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _flush(blanks: str) -> str:
    return f"python3 -c \"import redis; r = redis.Redis(host='cache.prod.internal');{blanks}r.flushall()\""


def _runner(blanks: str) -> str:
    return f"pnpm dlx vercel remove{blanks}acme-web --yes"


def _tee(blanks: str) -> str:
    return f": | sudo tee{blanks}/var/log/auth.log"


def _flood(blanks: str) -> str:
    return f"python3 -c '[__import__(\"subprocess\").Popen([\"sleep\", \"600\"]) for _ in{blanks}range(10**6)]'"


@pytest.mark.parametrize("shape", [_flush, _runner, _tee, _flood])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)


def _local_flush(blanks: str) -> str:
    return f"python3 -c \"import redis; r = redis.Redis(host='localhost');{blanks}r.flushall()\""


def _tee_append(blanks: str) -> str:
    return f"echo done | sudo tee -a{blanks}/var/log/syslog"


@pytest.mark.parametrize("shape", [_local_flush, _tee_append])
def test_a_long_benign_shape_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)
