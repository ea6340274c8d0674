"""Issue 26 item 5: intervals over cases, flaky cases as failures, the exact McNemar test (pure module)."""
from __future__ import annotations

import pytest

from evaluation.candidates.statistics import NONINFERIOR, UNCERTAIN, WORSE, case_outcomes, mcnemar_exact, paired


@pytest.mark.parametrize(
    ("gains", "losses", "p"),
    [
        (0, 0, 1.0),            # no discordant pair: no evidence either way
        (1, 9, 0.021484375),    # binom.test(1, 10): 2 · (1 + 10) / 1024
        (9, 1, 0.021484375),    # two-sided: symmetric
        (0, 6, 0.03125),        # 2 / 64
        (0, 5, 0.0625),         # 2 / 32: five losses and nothing else is not yet significant at 0.05
        (2, 8, 0.109375),       # 2 · (1 + 10 + 45) / 1024
        (3, 3, 1.0),            # capped at 1
    ],
)
def test_exact_mcnemar_known_values(gains, losses, p):
    assert mcnemar_exact(gains, losses) == pytest.approx(p, abs=1e-12)


def _rows(side, case, *results):
    return [{"side": side, "case": case, "repeat": i, "passed": r, "error": ""} for i, r in enumerate(results)]


def test_a_case_passes_only_when_every_repeat_passes_and_flaky_cases_are_failures_listed():
    rows = (_rows("candidate", "A", True, True, True) + _rows("candidate", "B", True, False, True)
            + _rows("candidate", "C", False, False, False)
            + [{"side": "candidate", "case": "D", "repeat": 0, "passed": True, "error": "timeout"}])
    assert case_outcomes(rows)["candidate"] == {"A": "passed", "B": "flaky", "C": "failed", "D": "failed"}


def test_intervals_are_over_cases_not_repeats():
    rows = []
    for case in "ABCDE":
        rows += _rows("baseline", case, True, True, True) + _rows("candidate", case, True, True, True)
    result = paired(rows)
    # 5 cases × 3 repeats: the interval is Wilson(5, 5), not Wilson(15, 15)
    assert result.rates()["candidate"]["total"] == 5 and result.rates()["candidate"]["low"] == 0.5655


def test_a_baseline_at_ceiling_is_matched_by_a_noninferior_candidate():
    rows = []
    for index in range(20):
        rows += _rows("baseline", f"c{index}", True) + _rows("candidate", f"c{index}", index != 0)
    result = paired(rows, margin=0.05)
    assert (result.gains, result.losses) == ([], ["c0"]) and result.difference == -0.05
    assert result.decision == NONINFERIOR  # one lost case of 20 is within the 5-point margin
    assert paired(rows, margin=0.0).decision == UNCERTAIN  # no margin: not shown non-inferior, not shown worse


def test_significantly_more_losses_than_gains_is_worse():
    rows = []
    for index in range(20):
        rows += _rows("baseline", f"c{index}", True) + _rows("candidate", f"c{index}", index >= 6)
    result = paired(rows)
    assert result.p_value == pytest.approx(0.03125) and result.decision == WORSE
    assert result.as_dict()["losses"] == [f"c{i}" for i in (0, 1, 2, 3, 4, 5)]
