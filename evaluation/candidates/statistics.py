"""Case-level and paired statistics of a replay (issue 26 item 5). Pure: no Django, no scipy.

Why cases and not repeats: the repeats of one case share its input, so they are not independent
trials; counting each repeat overstates the confidence of every interval. Here a case *passes* on a
side when every one of its repeats passed (and none errored); a case whose repeats disagree is
*flaky* and counts as a failure, listed by name so a reader sees it.

Why paired: both sides run the same cases, so the comparison is on pairs. Only the discordant
pairs carry information about a difference — ``gains`` (candidate passes, baseline fails) and
``losses`` (baseline passes, candidate fails) — and the exact McNemar test is the two-sided sign
(binomial, p = ½) test on them: p = min(1, 2 · Σ_{i ≤ min(g, l)} C(g+l, i) / 2^(g+l)).

The decision rule (docs/evaluation.md, "Statistics"), with margin m = QLN_EVAL_NONINFERIORITY_MARGIN
and α = QLN_EVAL_PAIRED_ALPHA:

- ``worse``  — losses > gains and p < α: the candidate loses significantly more cases than it gains;
- ``noninferior`` — not worse, and the paired difference d = (gains − losses) / cases ≥ −m:
  the candidate's case pass rate is not below the baseline's by more than the margin, on the same
  cases. A baseline at ceiling (every case passing) can therefore be matched, never beaten, and still PASS;
- ``uncertain`` — neither: d < −m without a significant test (too few cases to tell).
"""
from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from evaluation.candidates.scoring import wilson

SIDES = ("baseline", "candidate")
PASSED, FAILED, FLAKY = "passed", "failed", "flaky"
WORSE, NONINFERIOR, UNCERTAIN = "worse", "noninferior", "uncertain"


def mcnemar_exact(gains: int, losses: int) -> float:
    """Two-sided exact McNemar p-value on the discordant pairs (a binomial sign test with p = ½)."""
    if gains < 0 or losses < 0:
        raise ValueError("discordant counts are never negative")
    n = gains + losses
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(gains, losses) + 1))
    return min(1.0, 2 * tail / 2**n)


def case_outcomes(rows: Iterable[dict[str, Any]]) -> dict[str, dict[str, str]]:
    """{side: {case: passed | failed | flaky}} from replay outcome rows (side, case, passed, error)."""
    seen: dict[tuple[str, str], list[bool]] = defaultdict(list)
    for row in rows:
        seen[(str(row["side"]), str(row["case"]))].append(bool(row.get("passed")) and not row.get("error"))
    table: dict[str, dict[str, str]] = {side: {} for side in SIDES}
    for (side, case), results in sorted(seen.items()):
        table.setdefault(side, {})[case] = PASSED if all(results) else FAILED if not any(results) else FLAKY
    return table


@dataclass(frozen=True)
class Paired:
    """The paired comparison of two sides over the cases both ran."""

    cases: int
    passed: dict[str, int]
    gains: list[str] = field(default_factory=list)    # candidate passes, baseline does not
    losses: list[str] = field(default_factory=list)   # baseline passes, candidate does not
    flaky: dict[str, list[str]] = field(default_factory=dict)
    failing: dict[str, list[str]] = field(default_factory=dict)
    margin: float = 0.05
    alpha: float = 0.05

    @property
    def difference(self) -> float:
        return (len(self.gains) - len(self.losses)) / self.cases if self.cases else 0.0

    @property
    def p_value(self) -> float:
        return mcnemar_exact(len(self.gains), len(self.losses))

    @property
    def decision(self) -> str:
        if len(self.losses) > len(self.gains) and self.p_value < self.alpha:
            return WORSE
        return NONINFERIOR if self.difference >= -self.margin - 1e-12 else UNCERTAIN

    def rates(self, z: float = 1.96) -> dict[str, dict[str, Any]]:
        """Wilson intervals over cases (a flaky case is a failure), per side."""
        return {side: {**wilson(self.passed[side], self.cases, z).as_dict(), "unit": "cases"} for side in SIDES}

    def sentence(self) -> str:
        return (f"paired over {self.cases} case(s): candidate {self.passed['candidate']}, baseline "
                f"{self.passed['baseline']} passed; {len(self.gains)} gained, {len(self.losses)} lost "
                f"(exact McNemar p = {self.p_value:.4g}); difference {self.difference:+.4f}, margin −{self.margin}")

    def as_dict(self, z: float = 1.96) -> dict[str, Any]:
        return {"cases": self.cases, "passed": dict(self.passed), "gains": self.gains, "losses": self.losses,
                "discordant": len(self.gains) + len(self.losses), "p_value": round(self.p_value, 6),
                "difference": round(self.difference, 4), "margin": self.margin, "alpha": self.alpha,
                "decision": self.decision, "flaky": self.flaky, "failing": self.failing, "rates": self.rates(z),
                "test": "exact McNemar (two-sided sign test on discordant pairs)", "sentence": self.sentence()}


def paired(rows: Iterable[dict[str, Any]], *, margin: float = 0.05, alpha: float = 0.05) -> Paired:
    """Pair the sides on the cases both ran (a case one side lacks is not a pair and is left out)."""
    table = case_outcomes(rows)
    base, cand = table.get("baseline", {}), table.get("candidate", {})
    common = sorted(set(base) & set(cand))
    return Paired(
        cases=len(common),
        passed={"baseline": sum(base[c] == PASSED for c in common), "candidate": sum(cand[c] == PASSED for c in common)},
        gains=[c for c in common if cand[c] == PASSED and base[c] != PASSED],
        losses=[c for c in common if base[c] == PASSED and cand[c] != PASSED],
        flaky={side: [c for c in common if table[side][c] == FLAKY] for side in SIDES},
        failing={side: [c for c in common if table[side][c] != PASSED] for side in SIDES},
        margin=margin, alpha=alpha,
    )
