"""Prometheus text exposition (R-O-3), written by hand: counters and gauges computed
from the database, plus verdict latency histograms per tier."""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable, Mapping

from django.db.models import Count

from cycles import kernel
from cycles.models import Agent, Attestation, CorruptionFinding, Cycle, PhaseOutput, Seed
from evaluation.candidates.models import Candidate, EvaluationRun
from evaluation.verdicts.models import ToolResult, VerdictEvent
from promotion.active import active_version
from promotion.models import Promotion, RollbackRequest

LATENCY_BUCKETS_MS = (1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000)
LATENCY_SAMPLE = 10_000  # newest verdicts the histograms cover


def _escape(value: Any) -> str:
    return str(value).replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"')


def _labels(labels: Mapping[str, Any]) -> str:
    if not labels:
        return ""
    return "{" + ",".join(f'{name}="{_escape(value)}"' for name, value in labels.items()) + "}"


def family(name: str, kind: str, help_text: str, samples: Iterable[tuple[Mapping[str, Any], float]]) -> list[str]:
    lines = [f"# HELP {name} {help_text}", f"# TYPE {name} {kind}"]
    lines += [f"{name}{_labels(labels)} {value:g}" for labels, value in samples]
    return lines


def _grouped(queryset: Any, *fields: str) -> list[tuple[dict[str, Any], float]]:
    rows = queryset.values(*fields).annotate(n=Count("id")).order_by(*fields)
    return [({f: (row[f] if row[f] not in (None, "") else "none") for f in fields}, row["n"]) for row in rows]


def _cycle_samples() -> list[tuple[dict[str, Any], float]]:
    counts: Counter[str] = Counter(Seed.objects.values_list("decision", flat=True))
    for status, n in Cycle.objects.exclude(status="completed").values_list("status").annotate(n=Count("id")):
        counts[status] += n
    return [({"decision": decision}, n) for decision, n in sorted(counts.items())]


def _candidate_samples() -> list[tuple[dict[str, Any], float]]:

    promoted = set(Promotion.objects.values_list("candidate_id", flat=True))
    counts: Counter[tuple[str, str]] = Counter()
    for candidate in Candidate.objects.prefetch_related("runs"):
        runs = sorted(candidate.runs.all(), key=lambda r: r.id)
        status = "promoted" if candidate.pk in promoted else (
            (runs[-1].verdict or runs[-1].status).lower() if runs else "proposed")
        counts[(candidate.target_stratum, status)] += 1
    return [({"target_stratum": s, "status": st}, n) for (s, st), n in sorted(counts.items())]


def _rollback_samples() -> list[tuple[dict[str, Any], float]]:
    counts: Counter[str] = Counter(
        f"canary:{code}" for code in RollbackRequest.objects.filter(status="executed").values_list("code", flat=True)
    )
    manual = Promotion.objects.filter(status="rolled_back").count() - sum(counts.values())
    if manual > 0:
        counts["manual"] += manual
    return [({"reason": reason}, n) for reason, n in sorted(counts.items())]


def _latency_histograms() -> list[str]:

    observed: dict[str, list[float]] = {}
    for tiers in VerdictEvent.objects.order_by("-id").values_list("tiers", flat=True)[:LATENCY_SAMPLE]:
        for tier, detail in (tiers or {}).items():
            ms = detail.get("ms") if isinstance(detail, dict) else None
            if isinstance(ms, (int, float)):
                observed.setdefault(tier, []).append(float(ms))
    name = "qln_verdict_latency_ms"
    lines = [f"# HELP {name} Verdict latency per tier in milliseconds (newest {LATENCY_SAMPLE} verdicts).",
             f"# TYPE {name} histogram"]
    for tier, values in sorted(observed.items()):
        for bound in LATENCY_BUCKETS_MS:
            lines.append(f"{name}_bucket{_labels({'tier': tier, 'le': bound})} {sum(1 for v in values if v <= bound)}")
        lines.append(f"{name}_bucket{_labels({'tier': tier, 'le': '+Inf'})} {len(values)}")
        lines.append(f"{name}_sum{_labels({'tier': tier})} {sum(values):g}")
        lines.append(f"{name}_count{_labels({'tier': tier})} {len(values)}")
    return lines


def render() -> str:
    """The whole /metrics body."""
    lines: list[str] = []
    lines += family("qln_cycles_total", "counter", "Cycles by B'' decision (or status while open).", _cycle_samples())
    lines += family("qln_phase_transitions_total", "counter", "Phase outputs by phase and status.",
                    [({"phase": l["phase"], "status": l["status"]}, n) for l, n in _grouped(PhaseOutput.objects, "phase", "status")])
    lines += family("qln_attestations_total", "counter", "Human attestations by kind and decision.",
                    _grouped(Attestation.objects, "kind", "decision"))
    lines += family("qln_corruption_total", "counter", "Corruption findings by code.", _grouped(CorruptionFinding.objects, "code"))
    lines += family("qln_candidates_total", "counter", "Candidates by stratum and status.", _candidate_samples())
    lines += family("qln_evaluations_total", "counter", "Evaluation runs by verdict.",
                    [({"verdict": l["verdict"]}, n) for l, n in _grouped(EvaluationRun.objects, "verdict")])
    lines += family("qln_promotions_total", "counter", "Promotions by status.", _grouped(Promotion.objects, "status"))
    lines += family("qln_rollbacks_total", "counter", "Rollbacks by reason.", _rollback_samples())
    lines += family("qln_tool_calls_total", "counter", "Tool results by tool and status.",
                    [({"tool": l["tool_name"], "status": l["status"]}, n) for l, n in _grouped(ToolResult.objects, "tool_name", "status")])
    status = kernel.verify_kernel()
    lines += family("qln_active_version_info", "gauge", "The active version per agent (value 1).", [(
        {"agent": agent.name, "version": active_version(agent.name) or "none",
         "codex_hash": status.kernel_sha256 or "unverified", "decoder_version": kernel.DECODER_VERSION}, 1)
        for agent in Agent.objects.order_by("name")])
    lines += _latency_histograms()
    return "\n".join(lines) + "\n"
