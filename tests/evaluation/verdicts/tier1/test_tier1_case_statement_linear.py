"""``case`` statements stay linear in their number of branches (``tier1.shell_case``; issue 25, High 1): ten branches
against 250 (25x the branches, within Tier 1's 2,000-word limit), the long one under 2 x 25 = 50x the short one
(a quadratic pass would cost about 625x), still judged the same way."""
from __future__ import annotations

import time
from typing import Any

import pytest

pytestmark = pytest.mark.serial


def _branches(count: int, last: str) -> str:
    return 'case "$x" in ' + " ".join(f"p{i}|q{i}) echo {i};;" for i in range(count)) + f" *) {last};; esac"


@pytest.mark.parametrize(("last", "blocked"), [("rm -rf ~/.hermes", True), ("make -C build", False)])
def test_many_branches_cost_time_in_proportion(evaluate: Any, last: str, blocked: bool) -> None:
    def timed(count: int) -> float:
        started = time.perf_counter()
        assert evaluate(_branches(count, last)).block is blocked
        return time.perf_counter() - started

    timed(10)  # warm caches
    small = min(timed(10) for _ in range(3))
    large = timed(250)
    assert large < max(50 * small, 0.5), (small, large)
