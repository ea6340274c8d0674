"""Agent pages (R-UI-4): the register window against the baseline band, the verdict stream
with filters, the ADVISE history. Baselines are drawn only for holders of ``cycles.review``
(R-R-9)."""
from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils import timezone
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_GET

from cycles import hooks
from cycles.models import Agent
from evaluation.verdicts import selectors
from evaluation.verdicts.models import DecidingTier, VerdictLevel
from evaluation.verdicts.svg import BAND_SIGMA, Point, out_of_band, register_window_svgs
from register import selectors as register_selectors
from register.metrics import STYLISTIC_METRICS
from register.models import Mode, OutputSample
from register.window import CHANNEL_LABELS, SD_FLOORS

STREAM_LIMIT = selectors.STREAM_LIMIT


@require_GET
@login_required
def agent_list(request: HttpRequest) -> HttpResponse:
    return render(request, "evaluation/agent_list.html", {"agents": selectors.agent_list_with_verdicts()})


def _when(sample: OutputSample) -> str:
    return timezone.localtime(sample.created_at).strftime("%Y-%m-%d %H:%M:%S %Z")


def _plot(agent: Agent, mode: str, can_review: bool) -> dict[str, Any]:
    """The register window in ``mode``: one SVG per metric, the headline, the rows the points link
    to, and what is missing when there is nothing to draw (issue 12)."""
    window = register_selectors.output_window(agent=agent, mode=mode, size=10)
    series = {m: [float(s.metrics.get(m, 0.0)) for s in window] for m in STYLISTIC_METRICS}
    baseline = register_selectors.baseline_for(agent=agent, mode=mode) if can_review else None
    bands = None
    if baseline is not None and window:
        bands = {m: (baseline.metrics[m].mean, max(baseline.metrics[m].sd, SD_FLOORS[m])) for m in STYLISTIC_METRICS}
    points = [Point(href=f"#sample-{s.pk}", when=_when(s),
                    short=timezone.localtime(s.created_at).strftime("%m-%d %H:%M")) for s in window]
    svgs = register_window_svgs(metrics=STYLISTIC_METRICS, labels=CHANNEL_LABELS, series=series, bands=bands,
                                points=points)
    samples = []
    for number, sample in enumerate(window, start=1):
        deviations = []
        for m in STYLISTIC_METRICS:
            value = series[m][number - 1]
            sigma = (value - bands[m][0]) / bands[m][1] if bands else None
            deviations.append({"label": CHANNEL_LABELS.get(m, m), "value": value, "sigma": sigma,
                               "outside": sigma is not None and abs(sigma) > BAND_SIGMA})
        samples.append({"number": number, "sample": sample, "when": points[number - 1].when, "metrics": deviations,
                        "outside": [d["label"] for d in deviations if d["outside"]]})
    return {
        "plots": [mark_safe(svg) for svg in svgs],  # built from numbers and escaped labels only (verdicts.svg)
        "window_size": len(window), "band_drawn": bands is not None,
        "outside": [CHANNEL_LABELS.get(m, m) for m in out_of_band(series=series, bands=bands)],
        "has_baseline": baseline is not None, "samples": samples,
        "first_when": points[0].when if points else "", "last_when": points[-1].when if points else "",
    }


def _activation(agent: Any) -> dict[str, Any]:
    """R-P-10 on the agent page: what its sessions loaded against what is active ("runs X, active Y")."""
    sessions = selectors.sessions_recent(agent=agent, limit=10)
    reported = next((s for s in sessions if s.loaded_digest), None)
    return {
        "active_version": hooks.active_version(agent.name) or None,
        "runs_version": reported.loaded_digest if reported else None,
        "runs_session": reported,
        "recent_sessions": sessions,
    } | {key: value for provider in hooks.AGENT_PAGE_CONTEXT for key, value in provider(agent).items()}


@require_GET
@login_required
def agent_detail(request: HttpRequest, name: str) -> HttpResponse:
    agent = selectors.agent_get(name=name)
    can_review = request.user.has_perm("cycles.review")
    mode = request.GET.get("mode") or register_selectors.latest_output_mode(agent=agent) or Mode.EXECUTION
    if mode not in Mode.values:
        mode = Mode.EXECUTION
    filters = {
        "verdict": request.GET.get("verdict", "") if request.GET.get("verdict") in VerdictLevel.values else "",
        "tool": request.GET.get("tool", "")[:200],
        "tier": request.GET.get("tier", "") if request.GET.get("tier") in DecidingTier.values else "",
    }
    events = selectors.verdicts_for_agent(agent=agent, **filters, limit=STREAM_LIMIT)
    context: dict[str, Any] = {
        "agent": agent,
        "mode": mode,
        "modes": Mode.values,
        **_plot(agent, mode, can_review),
        "metric_count": len(STYLISTIC_METRICS),
        "can_review": can_review,
        "events": events,
        "filters": filters,
        "verdicts": VerdictLevel.values,
        "tiers": DecidingTier.choices,
        "tools": selectors.verdict_tools_for_agent(agent=agent),
        "advise": selectors.advise_recent(agent=agent, limit=STREAM_LIMIT),
        **_activation(agent),
    }
    return render(request, "evaluation/agent_detail.html", context)
