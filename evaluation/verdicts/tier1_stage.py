"""The verdict pipeline's Tier 1 stage (split from :mod:`evaluation.verdicts.pipeline`): the session's profile,
workspace and protected places, a second judgement in the state the session's recent calls left (two-call
attacks, Hermes's persisting cwd), the stale-backup probe, and a Tier 1 crash reported as ``error``, never a 500.
"""
from __future__ import annotations

import os
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from django.conf import settings

from core.redaction import redact_text
from evaluation.verdicts import caches as support
from evaluation.verdicts.journal_replay import drain_history
from evaluation.verdicts.tier1 import (
    DEFAULT_READ_ONLY_TOOLS,
    Tier1Result,
    default_protected_paths,
    evaluate_tool_call,
    with_backups,
)
from evaluation.verdicts.tier1.engine import PROFILE_PROTECTED

if TYPE_CHECKING:
    from evaluation.verdicts.pipeline import ToolCall


def elapsed_ms(started: float) -> float:
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
        return None, {"status": "error", "ms": elapsed_ms(started), "detail": f"{type(exc).__name__}: {exc}",
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
