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

import os
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
from core.redaction import args_digest, redact_args, redact_text
from cycles.models import Agent
from evaluation.verdicts import caches as support
from evaluation.verdicts import journal
from evaluation.verdicts.answer import advise_for, deciding_tier, response_body
from evaluation.verdicts.journal_replay import drain_history
from evaluation.verdicts.judge import JudgeConfig, apply_catalogue, judge_tool_call
from evaluation.verdicts.judge_catalogue import load_catalogue
from evaluation.verdicts.judge_context import recent_context
from evaluation.verdicts.models import AdviseDelivery, VerdictEvent, VerdictLevel
from evaluation.verdicts.tier1 import (
    DEFAULT_READ_ONLY_TOOLS,
    Tier1Result,
    default_protected_paths,
    evaluate_tool_call,
    with_backups,
)
from evaluation.verdicts.tier1.engine import PROFILE_PROTECTED
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


def _ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 3)


def run_tier1(call: ToolCall, session: Any) -> tuple[Tier1Result | None, dict[str, Any]]:
    """Tier 1 with the session's profile and workspace; a crash is ``error``, never a 500."""
    started = time.perf_counter()
    ruleset = support.active_ruleset()
    context: tuple[str | None, str | None, list[str], tuple[str, ...]] = (None, None, [], ())
    if call.tool_name not in DEFAULT_READ_ONLY_TOOLS:  # a read-only tool is SILENT at once (R-T1-1)
        context = tier1_context(call, session)
    hermes_home, workspace, protected, extra_cwds = context
    try:
        history: tuple[tuple[str, Any, bool, Any], ...] = ()
        start: str | None = call.cwd or workspace

        def evaluate() -> Tier1Result:  # against the probe backup (below); the real ones via with_backups
            return evaluate_tool_call(
                tool_name=call.tool_name, args=call.args, cwd=start, hermes_home=hermes_home,
                home=_home_of(hermes_home), ruleset=ruleset, workspace=workspace, protected_paths=protected,
                backups=_STALE_PROBE, backup_max_age_s=settings.QLN_BACKUP_MAX_AGE_S, extra_cwds=extra_cwds,
                history=history, secret_paths=server_secrets(),
            )

        result = evaluate()
        stored: tuple[str, ...] | None = None
        if result.uses_state:
            # two-call attacks (issue 11): a call that writes, runs a file, names a variable, changes
            # directory … is judged again in the state the session's recent calls left (bounded queries)
            tools = ruleset.tools
            drain_history(call.agent.pk, call.session_id)  # calls answered here but still journaled
            history = support.recent_calls(call.agent, call.session_id, frozenset(tools["shell"])
                                           | frozenset(tools["code"]) | frozenset(tools["write"]))
            # issue 25: Hermes's terminal stays where the last command left it, and its file tools
            # resolve there too; what the server judged wins, the directory the call names stays a candidate
            stored = support.session_cwd(call.agent, call.session_id) if result.cwd_sensitive else None
            if stored is not None:
                start = stored[0] or None
                extra_cwds = tuple(dict.fromkeys(c for c in (*stored[1:], call.cwd, session.cwd, *extra_cwds)
                                                 if c and c != start))
            if history or stored is not None:
                result = evaluate()

        # R-T1-4 without loading backup rows for every call: first evaluate against a
        # probe — a backup of "/" older than any limit — which makes the stale-backup
        # rule match every destructive write. No such match: the stored backups cannot
        # match either (each match needs a destructive target), so this result is the
        # real one. Otherwise run the stale-backup rules again with the agent's recorded
        # backups, on the scene already built (no other rule reads backups).
        if any(match.kind == "stale_backup" for match in result.matches):
            result = with_backups(result, support.backups_for(call.agent, call.tool_name, ruleset))
    except Exception as exc:  # noqa: BLE001 - a Tier 1 bug must not 500 the endpoint
        return None, {"status": "error", "ms": _ms(started), "detail": f"{type(exc).__name__}: {exc}",
                      "ruleset_digest": ruleset.digest}
    return result, {
        "status": "ok", "ms": round(result.ms, 3), "history_calls": len(history), "decided": result.decided,
        "verdict": result.verdict,
        "block": result.block, "rule_id": result.rule_id,
        "reason": redact_text(result.reason)[:500] if result.reason else None,
        "evidence": [redact_text(e)[:500] for e in result.evidence[:5]],
        "ruleset_version": result.ruleset_version, "ruleset_digest": result.ruleset_digest,
        # where the terminal is after this call, for the session's next ones (caches.session_cwd)
        **({"cwd": list(result.cwd_after)} if result.cwd_sensitive and result.cwd_after is not None else {}),
    }


_STALE_PROBE = {"/": float("-inf")}


def tier1_context(call: ToolCall, session: Any) -> tuple[str | None, str | None, list[str], tuple[str, ...]]:
    """Profile, workspace, protected paths and extra working directories for Tier 1 (issue 11).

    The session the plugin opened is trusted over each call: its ``hermes_home`` and ``cwd``
    win, and a call naming another profile or directory only *adds* to what is protected and
    to where relative paths may resolve. The agent's configured profile
    (``QLN_AGENT_HERMES_HOMES``, else ``QLN_DEFAULT_HERMES_HOME``) is always protected, so the
    Claude-Code hook body (which has no ``hermes_home``) still protects it.
    """
    configured = settings.QLN_AGENT_HERMES_HOMES.get(call.agent.name) or settings.QLN_DEFAULT_HERMES_HOME
    profiles = list(dict.fromkeys(p for p in (session.hermes_home, call.hermes_home, configured) if p))
    hermes_home = profiles[0] if profiles else None
    workspace = session.cwd or call.cwd or None
    protected = default_protected_paths(hermes_home, str(settings.QLN_ACTIVE_STORE),
                                        extra=(str(settings.QLN_HOME), str(settings.QLN_KERNEL_DIR),
                                               str(settings.QLN_VERDICT_JOURNAL_DIR),
                                               *database_files(settings.DATABASES)))
    protected += [os.path.join(p, rel) for p in profiles[1:] for rel in PROFILE_PROTECTED]
    extra_cwds = tuple(c for c in (session.cwd, call.cwd) if c and c != (call.cwd or workspace))
    return hermes_home, workspace, protected, extra_cwds


def server_secrets() -> tuple[str, ...]:
    """The server's secrets no call may send off the machine: its ``secret_key`` and its database files."""
    return (os.path.join(str(settings.QLN_HOME), "secret_key"), *database_files(settings.DATABASES))


_SQLITE_SIDE_FILES = ("", "-wal", "-shm", "-journal")


def database_files(databases: Mapping[str, Mapping[str, Any]]) -> tuple[str, ...]:
    """The SQLite files of every configured database, wherever ``DATABASE_URL`` puts them (issue 25):
    the agent's tools must not write the store its verdicts and tokens live in. In-memory databases
    and servers (PostgreSQL) have no file here."""
    out: list[str] = []
    for database in databases.values():
        name = str(database.get("NAME") or "")
        if "sqlite" in str(database.get("ENGINE", "")) and name.startswith("/") and ":memory:" not in name:
            out += [name + suffix for suffix in _SQLITE_SIDE_FILES]
    return tuple(out)


def _home_of(hermes_home: str | None) -> str | None:
    """``~`` of the agent: the parent of a ``.hermes`` profile, else the server's own HOME."""
    if hermes_home and hermes_home.rstrip("/").endswith("/.hermes"):
        return hermes_home.rstrip("/")[: -len("/.hermes")] or "/"
    return os.environ.get("HOME")  # agents on this machine share the server's HOME


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
    redacted = redact_args(call.args)
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
        active_version=session.active_version, replayable=replayable_tool(call.tool_name),
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
