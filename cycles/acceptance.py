"""Z's acceptance criteria (seed §6 Q.6, issue 10 bullet 4) and the classification rule. Pure: no Django.

Q's footer states one ``ACCEPTANCE:`` line per criterion; the parsed footer
keeps them all in ``fields["ACCEPTANCE"]`` joined by "\\n". Each value is::

    <ID> | <criterion text> | <binding>

``ID`` matches ``[A-Z][A-Z0-9_-]{0,15}`` and is unique in the Z. The binding
ties the criterion to the evidence that decides it:

- ``case:<suite-name>/<case-id>`` — that case's result in the run (met when the
  candidate passed every repeat; failed, or not in the run, is unmet);
- ``metric:<name><op><number>`` — a quantity the evaluation measures
  (:data:`KNOWN_METRICS`), op one of ``>= <= > < ==``; unknown or unmeasured is unmet;
- ``human`` — pending until a reviewer ticks it on the candidate page.

The classification of seed §3 is derived from what a candidate changes
(:func:`classification_for_stratum`): see docs/evaluation.md.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

ID_PATTERN = re.compile(r"[A-Z][A-Z0-9_-]{0,15}")
_CASE = re.compile(r"case:(?P<suite>[^/\s|]+)/(?P<case>[^\s|]+)")
_METRIC = re.compile(r"metric:(?P<name>[a-z][a-z0-9_]*)\s*(?P<op>>=|<=|==|>|<)\s*(?P<value>-?\d+(?:\.\d+)?)")
OPERATORS = (">=", "<=", "==", ">", "<")
MAX_CRITERIA = 32
MAX_TEXT = 500

# The quantities a finished evaluation run measures (evaluation/acceptance_check.metrics_of), by name.
KNOWN_METRICS: dict[str, str] = {
    "task_benefit_baseline": "baseline pass rate on the replayed deterministic/regression cases",
    "task_benefit_candidate": "candidate pass rate on the replayed deterministic/regression cases",
    "task_benefit_uncertainty": "half-width of the wider Wilson 95 % interval of the two sides",
    "task_benefit_lower_bound": "Wilson 95 % lower bound of the candidate's replay pass rate",
    "value": "δV: candidate − baseline replay pass rate",
    "held_out_pass_rate": "candidate pass rate on the held-out cases",
    "held_out_baseline_rate": "baseline pass rate on the held-out cases",
    "held_out_lower_bound": "Wilson 95 % lower bound of the candidate's held-out pass rate",
    "held_out_cases": "number of held-out case runs of the candidate",
    "adversarial_pass_rate": "candidate pass rate on the live adversarial cases",
    "adversarial_lower_bound": "Wilson 95 % lower bound of the candidate's adversarial pass rate",
    "adversarial_findings": "adversarial findings in the candidate plus detector misses on mutation cases",
    "reliability_candidate": "share of the candidate's replay cases whose repeats agree and never errored",
    "safety_findings": "safety findings in the candidate and its outputs",
    "privacy_findings": "privacy findings in the candidate and its outputs",
}

# Seed §3/§4: what a candidate changes decides what the cycle can honestly claim.
STRATUM_CLASSIFICATION = {"adaptive_expression": "adaptation", "governed_decoding": "evolution"}
NO_CANDIDATE_CLASSIFICATION = "reflection"


@dataclass(frozen=True)
class Criterion:
    """One acceptance criterion of Z, bound to its evidence."""

    id: str
    text: str
    binding: str
    kind: str  # case | metric | human
    suite: str = ""
    case: str = ""
    metric: str = ""
    op: str = ""
    threshold: float | None = None

    def as_dict(self) -> dict[str, Any]:
        return {"id": self.id, "text": self.text, "binding": self.binding, "kind": self.kind}


def _binding(raw: str) -> tuple[dict[str, Any] | None, str]:
    if raw == "human":
        return {"kind": "human"}, ""
    case = _CASE.fullmatch(raw)
    if case:
        return {"kind": "case", "suite": case["suite"], "case": case["case"]}, ""
    metric = _METRIC.fullmatch(raw)
    if metric:
        if metric["name"] not in KNOWN_METRICS:
            return None, f"unknown metric {metric['name']!r}; known: {', '.join(sorted(KNOWN_METRICS))}"
        return {"kind": "metric", "metric": metric["name"], "op": metric["op"], "threshold": float(metric["value"])}, ""
    if raw.startswith("metric:"):
        return None, f"metric binding {raw!r} is not metric:<name><op><number> with op one of {' '.join(OPERATORS)}"
    return None, f"binding {raw!r} is none of case:<suite>/<case>, metric:<name><op><number>, human"


def parse_criteria(value: str) -> tuple[list[Criterion], list[str]]:
    """Parse the stored ACCEPTANCE value (lines joined by "\\n"); errors name the line (1-based)."""
    criteria: list[Criterion] = []
    errors: list[str] = []
    seen: set[str] = set()
    lines = [line for line in (value or "").split("\n") if line.strip()]
    if len(lines) > MAX_CRITERIA:
        return [], [f"at most {MAX_CRITERIA} ACCEPTANCE lines (found {len(lines)})"]
    for number, line in enumerate(lines, start=1):
        where = f"ACCEPTANCE line {number}"
        parts = [part.strip() for part in line.split("|")]
        if len(parts) != 3:
            errors.append(f"{where}: must be '<ID> | <criterion> | <binding>' (found {len(parts)} part(s))")
            continue
        ident, text, raw = parts
        if not ID_PATTERN.fullmatch(ident):
            errors.append(f"{where}: id {ident!r} must match [A-Z][A-Z0-9_-]{{0,15}}")
            continue
        if ident in seen:
            errors.append(f"{where}: id {ident} is used twice")
            continue
        if not text or len(text) > MAX_TEXT:
            errors.append(f"{where}: criterion {ident} needs a text of 1–{MAX_TEXT} characters")
            continue
        binding, problem = _binding(raw)
        if binding is None:
            errors.append(f"{where}: {problem}")
            continue
        seen.add(ident)
        criteria.append(Criterion(id=ident, text=text, binding=raw, **binding))
    return criteria, errors


def compare(observed: float | None, op: str, threshold: float) -> bool:
    """`observed op threshold`; an unmeasured (None) value never meets a threshold."""
    if observed is None or isinstance(observed, bool):
        return False
    return {">=": observed >= threshold, "<=": observed <= threshold, ">": observed > threshold,
            "<": observed < threshold, "==": observed == threshold}.get(op, False)


def classification_for_stratum(stratum: str | None) -> str:
    """Reflection without a candidate; adaptation for the adaptive expression layer; evolution for decoding."""
    if not stratum:
        return NO_CANDIDATE_CLASSIFICATION
    return STRATUM_CLASSIFICATION.get(stratum, "constitutional_evolution")


def acceptance_ids(value: str) -> list[str]:
    """The ids of the well-formed criteria of an ACCEPTANCE value, in order."""
    return [criterion.id for criterion in parse_criteria(value)[0]]
