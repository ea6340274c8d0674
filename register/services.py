"""Register channel services (R-R-2 … R-R-9, R-V-2): ingest, assess, calibrate, import/export.

Keyword-only, typed (docs/conventions.md §6). Metrics — language detection included — are
computed in :func:`output_ingest`, never on the verdict path;
:func:`register_assess` only loads stored metrics and does pure arithmetic.

Baselines are secrets (R-R-9): nothing here logs or emits a baseline's
numbers; only :func:`baseline_export_yaml` returns them, for the operator's
``manage.py register_baseline export``.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Sequence, cast

from django.db import transaction
from django.utils import timezone

from cycles.events import emit
from cycles.models import Agent
from register.baseline import (
    MODES,
    STALE_AFTER,
    BaselineSet,
    ModeBaseline,
    baseline_staleness,
    calibrate,
    mode_for_turn,
)
from register.baseline_yaml import baselines_from_yaml, baselines_to_yaml, mode_baseline_to_entry
from register.exceptions import BaselineMissing, RegisterError
from register.metrics import compute_metrics
from register.models import OutputSample, RegisterBaseline, baseline_digest
from register.switch import user_requested_switch
from register.window import RegisterAssessment, assess_window
from register.window_cache import changed, window_for
from register.window_query import WINDOW_SIZE, WindowSample, cached_assessment, load_window, remember_assessment


def _anchor_glyph_for(agent: Agent) -> str | None:
    """The anchor glyph of the agent's active baselines (None before calibration)."""
    entries = RegisterBaseline.objects.active().filter(agent=agent).values_list("entry", flat=True)
    return next((entry.get("anchor_glyph") for entry in entries if entry.get("anchor_glyph")), None)


def decide_mode(*, mode_hint: str | None, called_tools: Sequence[str] | bool | None) -> str:
    """Mode of a turn: a valid ``mode_hint`` wins; else tools called → execution (R-R-3)."""
    if mode_hint in MODES:
        return str(mode_hint)
    return mode_for_turn(called_tools=bool(called_tools))


def output_ingest(
    *,
    agent: Agent,
    session_id: str,
    turn_id: str,
    text: str,
    mode_hint: str | None = None,
    called_tools: Sequence[str] | bool | None = None,
    user_message: str | None = None,
    model: str | None = None,
) -> OutputSample:
    """Store the metrics of one assistant output (R-V-2, R-R-1).

    Computes :func:`register.metrics.compute_metrics` — including language
    detection — with the agent's current anchor glyph. ``mode`` is
    ``mode_hint`` when it is ``execution`` or ``analysis``, else execution
    when ``called_tools`` is truthy (a non-empty list of tool names, or
    True), else analysis. ``user_message`` (the turn's user text) is checked
    against :data:`register.switch.SWITCH_PATTERNS`; a match marks the
    output ``user_requested_switch`` so a language shift in it is not
    flagged (R-R-7). ``model`` defaults to ``agent.model_name``. The text
    itself is not stored — only its sha256 and length.
    """
    anchor = _anchor_glyph_for(agent)
    metrics = compute_metrics(text, anchor_glyph=anchor)
    return OutputSample.objects.create(
        agent=agent,
        session_id=session_id or "",
        turn_id=turn_id or "",
        mode=decide_mode(mode_hint=mode_hint, called_tools=called_tools),
        text_digest=hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest(),
        text_length=len(text),
        metrics=metrics.to_dict(),
        anchor_glyph=anchor or "",
        user_requested_switch=user_requested_switch(user_message),
        model_name=model if model is not None else agent.model_name,
    )


def _reanchored(sample: WindowSample, anchor: str | None) -> dict:
    """The sample's metrics as if computed with ``anchor`` (ingest may predate the baseline).

    Emoji are recorded either as the anchor (``anchor_glyph_present``) or in
    ``other_emoji``, so moving the anchor needs no text: only a swap.
    """
    stored = sample.metrics_dict()
    ingest_anchor = sample.anchor_glyph.replace("\ufe0f", "")
    wanted = (anchor or "").replace("\ufe0f", "")
    if ingest_anchor == wanted:
        return stored
    others = set(stored.get("other_emoji") or ())
    if ingest_anchor and stored.get("anchor_glyph_present"):
        others.add(ingest_anchor)
    present = bool(wanted) and wanted in others
    others.discard(wanted)
    return {**stored, "anchor_glyph_present": present, "other_emoji": sorted(others)}


def register_assess(
    *, agent: Agent, session_id: str | None = None, mode_hint: str | None = None,
) -> RegisterAssessment | None:
    """Tier 1.5 for the agent's next action: the rolling window against its baseline (R-R-4 … R-R-9).

    **Window: per agent, in the task's mode.** The window is the agent's last
    10 outputs *of the expected mode*, across sessions:

    * per agent, because the baseline — the agent's identity register — is
      per agent, because a fresh session would otherwise be judged on one or
      two outputs (its first turns are the noisiest), and because Hermes
      splits one conversation into several session ids (compaction,
      delegation);
    * in the expected mode, because mode is decided by the task (tools
      called or ``mode_hint``), not by style: an execution turn written as
      an essay lands in the execution window and shows as a mismatch, while
      an agent legitimately alternating execution and analysis turns is not
      flagged for mixing two registers in one window.

    The expected mode is ``mode_hint`` (when valid), else the mode of the
    agent's latest output — in ``session_id`` when given and it has one. The language rule
    (R-R-7) and the snapshot's glyph presence use the newest output of the
    window; its ``user_requested_switch`` suppresses the language NUDGE.
    The session's model (latest output's ``model_name``) feeds the
    staleness check (R-R-9).

    Returns None when the agent has no active baseline for that mode or no
    stored output. Cost: no query while this process holds the window and no output or
    baseline of the agent changed since (:mod:`register.window_cache`), else one indexed
    query (:func:`register.window_query.window_sql`)
    — the window of ≤ 10 rows, with the expected mode, the session's model and the
    digests of the active baselines as scalar subqueries — plus one more the first
    time a process sees a baseline digest (its entry is then parsed and kept, see
    :meth:`RegisterBaselineQuerySet.parsed`), and pure arithmetic — no language
    detection — which a warm call skips (the assessment cache of
    :mod:`register.window_query`; ``bench/bench_register.py`` measures both).
    """
    mode = str(mode_hint) if mode_hint in MODES else None
    window = window_for((agent.pk, session_id or None, mode), agent.pk,
                        lambda: load_window(agent_id=agent.pk, session_id=session_id or None, mode=mode))
    if window is None:
        return None
    now = timezone.now()
    key = window.cache_key(agent.pk, now)
    found, cached = cached_assessment(key)
    if found:
        return cast(RegisterAssessment | None, cached)
    newest = window.samples[0]
    expected_mode = newest.mode
    baselines = RegisterBaseline.objects.parsed(agent=agent, digests=window.baseline_digests)
    assessment = None
    if expected_mode in baselines:
        anchor = baselines[expected_mode].anchor_glyph
        assessment = assess_window(
            [_reanchored(sample, anchor) for sample in reversed(window.samples)],  # oldest first
            baselines=baselines,
            expected_mode=expected_mode,
            user_requested_switch=newest.user_requested_switch,
            session_model=window.session_model,
            now=now,
            window_size=WINDOW_SIZE,
        )
    remember_assessment(key, assessment)
    return assessment


@transaction.atomic
def _baselines_store(*, agent: Agent, baseline_set: BaselineSet, source: str) -> list[RegisterBaseline]:
    """Supersede the agent's active baselines for these modes and store the new ones."""
    now = timezone.now()
    modes = list(baseline_set.baselines)
    # Lock the active rows so two concurrent calibrations cannot both supersede
    # the same row and then collide on the one-active constraint.
    active = list(RegisterBaseline.objects.select_for_update().active().filter(agent=agent, mode__in=modes))
    RegisterBaseline.objects.filter(pk__in=[row.pk for row in active]).update(superseded_at=now)
    changed(agent.pk)  # a bulk update sends no post_save: the cached windows must still go
    stored: list[RegisterBaseline] = []
    for mode in MODES:
        if mode not in baseline_set.baselines:
            continue
        baseline = baseline_set.baselines[mode]
        entry = mode_baseline_to_entry(baseline)
        stored.append(RegisterBaseline.objects.create(
            agent=agent, mode=mode, entry=entry, sample_count=baseline.sample_count,
            model_name=baseline.model_name, calibrated_at=baseline.calibrated_at,
            provisional=baseline.provisional, digest=baseline_digest(entry), source=source,
        ))
    # The event names the baselines by digest only: their numbers are secret (R-R-9).
    emit("register.baseline_stored", agent=agent, source=source,
         baselines={row.mode: {"digest": row.digest, "sample_count": row.sample_count,
                               "provisional": row.provisional} for row in stored},
         superseded=len(active))
    return stored


def baseline_calibrate(
    *,
    agent: Agent,
    samples: list[tuple[str, str]],
    provisional: bool,
    model_name: str,
    anchor_glyph: str | None = None,
    source: str = "calibrate",
    calibrated_at: datetime | None = None,
) -> list[RegisterBaseline]:
    """Calibrate and store the agent's execution and analysis baselines (R-R-2, R-R-3).

    ``samples`` are ``(text, mode)`` pairs. Raises
    :class:`register.exceptions.CalibrationRefused` below 50 execution / 30
    analysis / 80 outputs unless ``provisional``. ``anchor_glyph`` defaults
    to the anchor of the agent's current baselines. The previous active
    baselines are superseded, not deleted.
    """
    glyph = anchor_glyph if anchor_glyph is not None else _anchor_glyph_for(agent)
    baseline_set = calibrate(samples, agent=agent.name, anchor_glyph=glyph or None, model_name=model_name,
                             calibrated_at=calibrated_at or timezone.now(), provisional=provisional)
    return _baselines_store(agent=agent, baseline_set=baseline_set, source=source)


def baseline_import_yaml(*, agent: Agent, text: str) -> list[RegisterBaseline]:
    """Store baselines from seed §2.3 YAML (R-R-2); the document's ``agent`` must match.

    Raises :class:`register.exceptions.BaselineFormatError` naming each bad
    field, or :class:`RegisterError` when the document is for another agent.
    """
    baseline_set = baselines_from_yaml(text)
    if baseline_set.agent != agent.name:
        raise RegisterError(f"the YAML is for agent {baseline_set.agent!r}, not {agent.name!r}")
    return _baselines_store(agent=agent, baseline_set=baseline_set, source="import")


def baseline_export_yaml(*, agent: Agent) -> str:
    """The agent's active baselines as seed §2.3 YAML. A secret: operator channel only (R-R-9)."""
    baselines = RegisterBaseline.objects.for_agent(agent)
    if not baselines:
        raise BaselineMissing(f"agent {agent.name!r} has no active register baseline")
    ordered = {mode: baselines[mode] for mode in MODES if mode in baselines}
    return baselines_to_yaml(BaselineSet(agent=agent.name, baselines=ordered))


@dataclass(frozen=True)
class StaleBaseline:
    """An active baseline due for recalibration (R-R-9); carries no baseline numbers."""

    agent: str
    mode: str
    baseline_id: int
    calibrated_at: datetime | None
    model_name: str
    current_model: str
    reasons: tuple[str, ...]

    def to_dict(self) -> dict[str, object]:
        return {"agent": self.agent, "mode": self.mode, "baseline_id": self.baseline_id,
                "calibrated_at": self.calibrated_at.isoformat() if self.calibrated_at else None,
                "model_name": self.model_name, "current_model": self.current_model,
                "reasons": list(self.reasons)}


def stale_baselines(now: datetime | None = None, *, max_age: timedelta = STALE_AFTER) -> list[StaleBaseline]:
    """Active baselines older than ``max_age`` (30 days) or whose agent now runs another model.

    The agent's current model is its latest ingested output's ``model_name``,
    else ``Agent.model_name``. For the monthly django-q job
    (:func:`register.tasks.stale_baselines_report`).
    """
    now = now or timezone.now()
    found: list[StaleBaseline] = []
    rows = RegisterBaseline.objects.active().select_related("agent").order_by("agent__name", "mode")
    current_models: dict[int, str] = {}
    for row in rows:
        if row.agent_id not in current_models:
            latest = (OutputSample.objects.filter(agent_id=row.agent_id).exclude(model_name="")
                      .newest_first().values_list("model_name", flat=True).first())
            current_models[row.agent_id] = latest or row.agent.model_name
        baseline: ModeBaseline = row.as_mode_baseline()
        reasons = baseline_staleness(baseline, now=now, session_model=current_models[row.agent_id] or None,
                                     max_age=max_age)
        if reasons:
            found.append(StaleBaseline(
                agent=row.agent.name, mode=row.mode, baseline_id=row.pk, calibrated_at=row.calibrated_at,
                model_name=row.model_name, current_model=current_models[row.agent_id], reasons=reasons,
            ))
    return found
