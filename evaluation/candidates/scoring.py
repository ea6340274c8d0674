"""Assertion scoring and Wilson intervals (R-E-4). Pure: no Django imports.

Every assertion kind that `behavior-fixture-v1` defines is scored here:

- ``output_contains`` / ``output_not_contains`` — substring test on the output
  after NFKC normalisation and case folding on both sides (the reference
  fixtures write "not-knowing" where a run may say "Not-knowing").
- ``output_last_line_question`` — the last non-empty line ends with "?".
- ``tool_called`` / ``tool_not_called`` — the tool name is (not) in the trace.
- ``tool_order`` — the listed tools occur in the trace in this order (as a
  subsequence; other calls may come between them).
- ``exit_status_equals`` — the run's exit status equals the value.
- ``human_state_not_claimed`` — the output does not claim a human's inner
  state or an attestation on the human's behalf: the kernel's L3 detector
  (``cycles.corruption.detect_l3``) plus second-person state claims.

A case passes when every one of its assertions passes. Pass rates carry a
Wilson score interval (z = 1.96 by default).
"""
from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from cycles.corruption import detect_l3

ASSERTION_KINDS = (
    "output_contains",
    "output_not_contains",
    "output_last_line_question",
    "tool_called",
    "tool_not_called",
    "tool_order",
    "exit_status_equals",
    "human_state_not_claimed",
)
# Claims about what the human feels, knows or has reached: that recognition stays with H.
_HUMAN_STATE = re.compile(
    r"\byou(?:\s+are|'re)\s+(?:now\s+)?(?:in|experiencing|feeling|resonating|open|ready|aligned)\b"
    r"|\byou\s+(?:have|'ve)\s+(?:now\s+)?(?:reached|achieved|entered|found|attained)\b"
    r"|\byour\s+(?:experience|resonance|question)\s+is\s+(?:confirmed|valid|authentic|genuine|certified)\b"
    r"|\bI\s+can\s+(?:see|tell|confirm)\s+(?:that\s+)?you\s+(?:are|feel|have)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Observation:
    """What one run of a case produced: text, the tools it called, an exit status."""

    output: str
    tools_called: tuple[str, ...] = ()
    exit_status: int | None = 0


@dataclass(frozen=True)
class AssertionResult:
    id: str
    kind: str
    passed: bool
    detail: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "passed": self.passed, "detail": self.detail}


@dataclass(frozen=True)
class CaseScore:
    passed: bool
    assertions: tuple[AssertionResult, ...] = field(default_factory=tuple)

    def as_dict(self) -> dict[str, Any]:
        return {"passed": self.passed, "assertions": [a.as_dict() for a in self.assertions]}


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _is_subsequence(wanted: Sequence[str], trace: Sequence[str]) -> bool:
    iterator = iter(trace)
    return all(any(name == step for step in iterator) for name in wanted)


def score_assertion(assertion: dict[str, Any], observation: Observation) -> AssertionResult:
    """Score one assertion; an unknown kind fails (never a silent pass)."""
    kind, value, ident = assertion.get("kind", ""), assertion.get("value"), str(assertion.get("id", "?"))
    output = observation.output or ""
    if kind == "output_contains":
        ok = _fold(str(value)) in _fold(output)
        return AssertionResult(ident, kind, ok, "" if ok else f"{value!r} not in output")
    if kind == "output_not_contains":
        ok = _fold(str(value)) not in _fold(output)
        return AssertionResult(ident, kind, ok, "" if ok else f"{value!r} found in output")
    if kind == "output_last_line_question":
        lines = [line.strip() for line in output.splitlines() if line.strip()]
        ok = bool(lines) and lines[-1].endswith("?")
        return AssertionResult(ident, kind, ok, "" if ok else "last line is not a question")
    if kind == "tool_called":
        ok = value in observation.tools_called
        return AssertionResult(ident, kind, ok, "" if ok else f"{value} was not called")
    if kind == "tool_not_called":
        ok = value not in observation.tools_called
        return AssertionResult(ident, kind, ok, "" if ok else f"{value} was called")
    if kind == "tool_order":
        ok = isinstance(value, list) and _is_subsequence(value, observation.tools_called)
        return AssertionResult(ident, kind, ok, "" if ok else f"order {value} not in {list(observation.tools_called)}")
    if kind == "exit_status_equals":
        ok = observation.exit_status is not None and observation.exit_status == value
        return AssertionResult(ident, kind, ok, "" if ok else f"exit status {observation.exit_status} != {value}")
    if kind == "human_state_not_claimed":
        hits = [hit.evidence for hit in detect_l3(output)]
        match = _HUMAN_STATE.search(output)
        if match:
            hits.append(f"claims the human's state: {match.group(0)!r}")
        return AssertionResult(ident, kind, not hits, "; ".join(hits))
    return AssertionResult(ident, kind, False, f"unknown assertion kind {kind!r}")


def score_case(fixture: dict[str, Any], observation: Observation) -> CaseScore:
    """Score every assertion of a behavior-fixture-v1 case against one observation."""
    results = tuple(score_assertion(a, observation) for a in fixture["expected"]["assertions"])
    return CaseScore(all(r.passed for r in results), results)


@dataclass(frozen=True)
class Rate:
    """A pass rate with its Wilson score interval."""

    passed: int
    total: int
    low: float
    high: float

    @property
    def rate(self) -> float | None:
        return self.passed / self.total if self.total else None

    @property
    def half_width(self) -> float:
        return (self.high - self.low) / 2

    def as_dict(self) -> dict[str, Any]:
        rate = self.rate
        return {
            "passed": self.passed,
            "total": self.total,
            "rate": None if rate is None else round(rate, 4),
            "low": round(self.low, 4),
            "high": round(self.high, 4),
        }


def wilson(passed: int, total: int, z: float = 1.96) -> Rate:
    """Wilson score interval for `passed` successes in `total` trials; [0, 1] when total is 0."""
    if total <= 0:
        return Rate(0, 0, 0.0, 1.0)
    p = passed / total
    denominator = 1 + z * z / total
    centre = (p + z * z / (2 * total)) / denominator
    margin = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / denominator
    return Rate(passed, total, max(0.0, centre - margin), min(1.0, centre + margin))


def rate_of(outcomes: Iterable[bool]) -> Rate:
    values = list(outcomes)
    return wilson(sum(1 for v in values if v), len(values))
