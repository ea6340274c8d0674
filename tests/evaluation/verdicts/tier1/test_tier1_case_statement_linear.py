"""``case`` statements stay linear in their number of branches (``tier1.shell_case``; issue 25, High 1): ten branches
against 250 (25x the branches, within Tier 1's 2,000-word limit), the long one under 2 x 25 = 50x the short one
(a quadratic pass would cost about 625x), still judged the same way."""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import cost_pair

pytestmark = pytest.mark.serial


def _branches(count: int, last: str) -> str:
    return 'case "$x" in ' + " ".join(f"p{i}|q{i}) echo {i};;" for i in range(count)) + f" *) {last};; esac"


@pytest.mark.parametrize(("last", "blocked"), [("rm -rf ~/.hermes", True), ("make -C build", False)])
def test_many_branches_cost_time_in_proportion(evaluate: Any, last: str, blocked: bool) -> None:
    def run(count: int) -> None:
        assert evaluate(_branches(count, last)).block is blocked

    small, large = cost_pair(run, 10, 250)
    assert large < max(50 * small, 0.5), (small, large)
