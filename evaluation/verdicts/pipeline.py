"""The verdict pipeline: Tier 1 → Tier 1.5 → Tier 2 → verdict + ADVISE (R-A-1 … R-A-3).

Order and short-cuts (R-T1-1, R-T2-2):

* Tier 1 runs first. A read-only tool is SILENT at once and a blocking hard
  rule is final: Tiers 1.5 and 2 are then ``skipped``.
* Tier 1.5 (``register_assess``) aggregates the stored window — no language
  detection here; ``no_baseline`` when the agent has none.
* Tier 2 runs only when Tier 1 did not decide, the judge is configured
  (else ``off``), and the register has a signal or the tool is in a judged
  class (``settings.QLN_JUDGE_TOOLS``, default: the rule set's shell and
  write tools). It is bounded by the judge's hard timeout; ``timeout``,
  ``invalid`` and ``error`` fall back to Tiers 1 + 1.5.
* Final verdict = the most severe tier; ``block`` only from Tier 1.
* ADVISE: Tier 2's, if it passes the lint, else the deterministic text
  (register advise or template) with the replacement recorded. A new ADVISE
  is queued once per session for the next context call (R-V-4).

Everything is written in one short transaction after the (slow) judge call
(a verdict without ADVISE is a single INSERT and needs none), with SQL compiled
once per process (:func:`core.db.fast_insert.insert_row`).
"""
from __future__ import annotations

import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db import connection, transaction

from core.conf import conf
from core.db import compiled_query
from core.db.fast_insert import insert_row
from core.db.fast_rows import unsaved
from core.levels import Verdict
from core.redaction import args_digest, redact_args
from cycles.models import Agent
from evaluation.verdicts import caches as support
from evaluation.verdicts import journal
from evaluation.verdicts.answer import advise_for, deciding_tier, response_body
from evaluation.verdicts.judge import JudgeConfig, apply_catalogue, judge_tool_call
from evaluation.verdicts.judge_catalogue import load_catalogue
from evaluation.verdicts.judge_context import recent_context
from evaluation.verdicts.models import AdviseDelivery, VerdictEvent, VerdictLevel
from evaluation.verdicts.tier1_stage import elapsed_ms as _ms
from evaluation.verdicts.tier1_stage import run_tier1
from register.services import register_assess
from register.window import RegisterAssessment


@dataclass(frozen=True)
class ToolCall:
    """One tool call to judge, from either body shape (R-V-1)."""

    agent: Agent
    shape: str
    session_id: str
    tool_name: str
    args: dict[str, Any]
    task_id: str = ""
    turn_id: str = ""
    tool_call_id: str = ""
    mode_hint: str | None = None
    hermes_home: str | None = None
    cwd: str | None = None


def run_tier1_5(call: ToolCall) -> tuple[RegisterAssessment | None, dict[str, Any]]:
    """Tier 1.5: the register window against the baseline (pure aggregation)."""
    started = time.perf_counter()
    try:
        assessment = register_assess(agent=call.agent, session_id=call.session_id, mode_hint=call.mode_hint)
    except Exception as exc:  # noqa: BLE001
        return None, {"status": "error", "ms": _ms(started), "detail": f"{type(exc).__name__}: {exc}"}
    if assessment is None:
        return None, {"status": "no_baseline", "ms": _ms(started), "verdict": None}
    return assessment, {
        "status": "ok", "ms": _ms(started),
        "verdict": str(assessment.verdict) if assessment.verdict else None,
        "composite": assessment.composite, "flags": dict(assessment.flags), "channel": assessment.channel,
        "stale": list(assessment.stale_reasons), "provisional_baseline": assessment.provisional_baseline,
    }


def judge_config() -> JudgeConfig:
    """Tier 2 configuration from settings, read per call so operators and tests can switch it."""
    return JudgeConfig(base_url=settings.QLN_JUDGE_BASE_URL or None, model=settings.QLN_JUDGE_MODEL,
                       api_key=settings.QLN_JUDGE_API_KEY, timeout_s=settings.QLN_JUDGE_TIMEOUT_S)


def replayable_tool(tool_name: str) -> bool:
    """A shell, code or write tool of the active rule set: its call may leave state behind (issue 11)."""
    tools = support.active_ruleset().tools
    return tool_name in tools["shell"] or tool_name in tools["code"] or tool_name in tools["write"]


def judged_tools() -> frozenset[str]:
    configured = conf.QLN_JUDGE_TOOLS
    if configured:
        return frozenset(configured)
    tools = support.active_ruleset().tools
    return frozenset(tools["shell"]) | frozenset(tools["write"])


def run_tier2(call: ToolCall, args_redacted: Any, assessment: RegisterAssessment | None) -> tuple[Any, dict[str, Any]]:
    """Tier 2, or why it did not run (``off`` / ``skipped``)."""
    config = judge_config()
    if not config.enabled:
        return None, {"status": "off", "ms": 0.0}
    has_signal = bool(assessment and assessment.has_signal)
    if not has_signal and call.tool_name not in judged_tools():
        return None, {"status": "skipped", "ms": 0.0, "detail": "no register signal and tool not judged"}
    result = judge_tool_call(
        config=config, tool_name=call.tool_name, args_redacted=args_redacted,
        register_signal_text=assessment.signal.render() if has_signal and assessment else None,
        recent_context=recent_context(agent=call.agent, session_id=call.session_id), catalogue=load_catalogue(),
    )
    level = assessment.flags["stylistic"] if assessment else None
    result = apply_catalogue(result, level)
    return result, {**result.as_tier(), "advise": result.advise}


@contextmanager
def advise_transaction() -> Iterator[None]:
    """The transaction of a verdict event with its queued ADVISE (docs/durability.md).

    PostgreSQL, when this function owns the transaction: ``SET LOCAL
    synchronous_commit = off`` — the commit returns once the WAL record is in
    the server's buffers; a killed web worker loses nothing (the server has
    it), a crash of the database host may lose the last ≤ 3 ×
    ``wal_writer_delay`` (600 ms by default) of verdict events, never anything
    a later synchronous commit depends on. Inside an outer atomic block the
    caller's commit keeps its own durability. A verdict without ADVISE needs
    no transaction: one INSERT committing the same way
    (:func:`core.db.fast_insert.insert_row` with ``asynchronous_commit``).
    SQLite (WAL, ``synchronous=NORMAL``): a plain transaction.
    """
    owns = not connection.in_atomic_block
    with transaction.atomic():
        if owns and connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("SET LOCAL synchronous_commit = off")
        yield


def verdict_decide(call: ToolCall) -> dict[str, Any]:
    """Judge one tool call, record the event, queue the ADVISE; return the R-V-1 response body."""
    started = time.perf_counter()
    session = support.session_for(agent=call.agent, session_id=call.session_id,
                                   hermes_home=call.hermes_home, cwd=call.cwd)
    replayable = replayable_tool(call.tool_name)
    redacted = redact_args(call.args, replayable=replayable)  # a replayable call is kept longer: Tier 1's history
    tier1, tier1_out = run_tier1(call, session)
    assessment, judged = None, None
    # A read-only tool (decided with no rule match) or a hard block ends the pipeline (R-T1-1, R-A-1).
    if tier1 is not None and tier1.decided and (tier1.block or not tier1.matches):
        tier15_out = {"status": "skipped", "ms": 0.0, "verdict": None}
        tier2_out: dict[str, Any] = {"status": "skipped", "ms": 0.0, "detail": "decided by Tier 1"}
    else:
        assessment, tier15_out = run_tier1_5(call)
        if tier1 is not None and tier1.decided:
            tier2_out = {"status": "skipped", "ms": 0.0, "detail": "decided by Tier 1"}
        else:
            judged, tier2_out = run_tier2(call, redacted, assessment)
    tier1_verdict = tier1.verdict if tier1 is not None else VerdictLevel.ESCALATE
    raw_register = tier15_out.get("verdict")
    register_verdict = raw_register if isinstance(raw_register, str) else None
    tier2_verdict = judged.verdict if judged is not None and judged.status == "ok" else None
    final = Verdict.most_severe(tier1_verdict, register_verdict, tier2_verdict)
    block = bool(tier1 is not None and tier1.block)
    advise, replaced, problems = advise_for(call.tool_name, final, tier1, assessment, judged)
    signal = assessment.signal.to_dict() if assessment is not None and assessment.has_signal else None
    tiers = {"tier1": tier1_out, "tier1_5": tier15_out, "tier2": tier2_out}
    total_ms = _ms(started)
    event = unsaved(  # VerdictEvent(...) without the constructor's keyword handling (core.db.fast_rows)
        VerdictEvent, agent_id=call.agent.pk, session_id=call.session_id, task_id=call.task_id, turn_id=call.turn_id,
        tool_call_id=call.tool_call_id, tool_name=call.tool_name, args_redacted=redacted,
        args_digest=args_digest(call.args), body_shape=call.shape, verdict=final, block=block,
        decided_by=deciding_tier(final, tier1, register_verdict, tier2_verdict),
        rule_id=(tier1.rule_id or "") if tier1 is not None else "", advise=advise or "",
        advise_replaced=replaced, advise_problems=problems, tiers=tiers, register_signal=signal,
        total_ms=total_ms, ruleset_digest=tier1_out.get("ruleset_digest") or "",
        active_version=session.active_version, replayable=replayable,
    )
    if not advise:
        # journaled before the answer, inserted by the process's flusher (docs/durability.md)
        if not journal.write_behind(event, replayable=event.replayable):
            insert_row(event, asynchronous_commit=True)  # one statement, one round trip
    else:
        with advise_transaction():
            insert_row(event)
            if not compiled_query.rows("advise_pending", _pending_advise, {
                    "agent_id": call.agent.pk, "session_id": call.session_id, "text": advise}):
                insert_row(AdviseDelivery(agent=call.agent, session_id=call.session_id, verdict_event=event,
                                          text=advise))
    return response_body(event, tier1, call.shape)


def _pending_advise(values: Mapping[str, Any]) -> Any:
    """The same ADVISE still waiting for the session's next context call (queued once, R-V-4)."""
    return AdviseDelivery.objects.filter(agent_id=values["agent_id"], session_id=values["session_id"],
                                         delivered_at__isnull=True, text=values["text"]).values_list("pk")[:1]
