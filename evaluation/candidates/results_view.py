"""Readable evaluation results (issue 12): sentences, intervals and units, never Python reprs."""
from __future__ import annotations

from typing import Any

from evaluation.candidates.fitness import FITNESS_KEYS, MANDATORY_GATES
from evaluation.candidates.models import EvaluationRun

UNITS = {"tokens_per_call": "tokens per call", "content_bytes": "bytes of content", "ms": "ms"}
STATUS_ORDER = {"fail": 0, "incomplete": 1, "pass": 2}
NO_INTERVAL = "— (no live replay: no interval)"


def _sentence(item: Any) -> str:
    """One evidence item as a sentence."""
    if isinstance(item, dict):
        if "baseline" in item and "candidate" in item:
            return f"baseline {item['baseline']}, candidate {item['candidate']}" + (
                f" (± {item['uncertainty']})" if item.get("uncertainty") is not None else "")
        code = item.get("code") or item.get("rule") or item.get("kind")
        detail = item.get("detail") or item.get("evidence") or item.get("message") or item.get("reason")
        if code and detail:
            return f"{code}: {detail}"
        return "; ".join(f"{key} {value}" for key, value in item.items())
    return str(item)


def sentences(evidence: Any) -> list[str]:
    if evidence in (None, "", [], {}):
        return []
    if isinstance(evidence, (list, tuple)):
        return [_sentence(item) for item in evidence]
    return [_sentence(evidence)]


def gate_rows(run: EvaluationRun | None) -> list[dict[str, Any]]:
    """The mandatory gates, failing first, each with its evidence as a list of sentences."""
    if run is None or not run.gates:
        return []
    rows = [{"name": name, "status": gate.get("status", ""), "items": sentences(gate.get("evidence"))}
            for name, gate in run.gates.items()]
    order = {name: i for i, name in enumerate(MANDATORY_GATES)}
    return sorted(rows, key=lambda r: (STATUS_ORDER.get(r["status"], 3), order.get(r["name"], 99)))


def verdict_reasons(run: EvaluationRun | None) -> list[dict[str, Any]]:
    """Why the verdict is what it is: the gates that did not pass (or the stored reasons)."""
    if run is None or not run.verdict:
        return []
    from evaluation.candidates.outcome_review import outcome_of

    effective = outcome_of(run)  # issue 26 item 7: a run at step 11 is about its human outcome review
    if effective.code:
        return [{"name": "human outcome review", "status": effective.code, "items": effective.reasons}]
    if run.gates:
        failing = [r for r in gate_rows(run) if r["status"] != "pass"]
        if failing:
            return failing
    return [{"name": "", "status": "", "items": [str(r) for r in (run.verdict_reasons or [])]}]


def _fmt(value: Any, unit: str = "") -> str:
    if value is None:
        return "—"
    return f"{value} {unit}".strip()


def _interval(bounds: dict[str, Any] | None) -> str:
    if not bounds or "low" not in bounds:
        return NO_INTERVAL
    return f"[{bounds['low']}, {bounds['high']}]"


def fitness_rows(run: EvaluationRun | None) -> list[dict[str, Any]]:
    """Baseline vs candidate per field, Wilson 95 % intervals where a live replay measured them, units."""
    if run is None or not run.fitness:
        return []
    rows = []
    for key in FITNESS_KEYS:
        value = run.fitness.get(key)
        if isinstance(value, dict) and ("baseline" in value or "candidate" in value):
            unit = str(UNITS.get(value.get("unit", ""), value.get("unit", "")) or "")
            measured = (run.intervals or {}).get(key)
            rows.append({
                "key": key, "baseline": _fmt(value.get("baseline"), unit), "candidate": _fmt(value.get("candidate"), unit),
                "baseline_interval": _interval((measured or {}).get("baseline")) if key in ("task_benefit", "held_out") else "",
                "candidate_interval": _interval((measured or {}).get("candidate")) if key in ("task_benefit", "held_out") else "",
                "note": f"± {value['uncertainty']}" if value.get("uncertainty") is not None else "", "status": "",
            })
        else:
            status = value if value in ("pass", "fail", "complete", "incomplete", "unknown") else ""
            note = {"energy_value_ratio": "relative energy change per unit of value",
                    "value": "candidate − baseline task pass rate"}.get(key, "")
            rows.append({"key": key, "baseline": "", "candidate": _fmt(value), "baseline_interval": "",
                         "candidate_interval": "", "note": note, "status": status})
    return rows
