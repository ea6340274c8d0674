"""The verdict records' share of an agent's export, erasure and the retention purge (R-S-3).

Verdict events are append-only for every code path except this one: erasure
replaces their arguments with a marker and keeps `args_digest` (R-A-3).
"""
from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import Any

from core.redaction import redact_text
from cycles.hooks import PrivacyPart
from cycles.models import Agent
from cycles.privacy import ERASED, PURGED, raw_update
from evaluation.verdicts.journal_replay import drain
from evaluation.verdicts.models import AdviseDelivery, AgentSession, ToolResult, VerdictEvent


def export(agent: Agent) -> Iterator[dict[str, Any]]:
    for verdict in VerdictEvent.objects.filter(agent=agent).order_by("id"):
        yield {"type": "verdict", **verdict.to_record()}
    for result in ToolResult.objects.filter(agent=agent).order_by("id"):
        yield {"type": "tool_result", "session_id": result.session_id, "tool_name": result.tool_name,
               "status": result.status, "error_type": result.error_type, "error_message": redact_text(result.error_message),
               "created_at": result.created_at}
    for session in AgentSession.objects.filter(agent=agent).order_by("id"):
        yield {"type": "session", "session_id": session.session_id, "active_version": session.active_version,
               "cwd": session.cwd, "model": session.model}


def erase(agent: Agent) -> dict[str, int]:
    drain()  # rows written behind reach the table before it is erased
    return {
        "verdicts": raw_update(VerdictEvent.objects.filter(agent=agent), args_redacted=ERASED),
        "tool_results": ToolResult.objects.filter(agent=agent).update(error_message=""),
        "sessions": AgentSession.objects.filter(agent=agent).update(hermes_home="", cwd=""),
        "advise_pending": AdviseDelivery.objects.filter(agent=agent).delete()[0],
    }


def purge(older_than: datetime) -> dict[str, int]:
    drain()
    return {
        "verdict_args": raw_update(
            VerdictEvent.objects.filter(created_at__lt=older_than).exclude(args_redacted=PURGED), args_redacted=PURGED
        ),
        "tool_errors": ToolResult.objects.filter(created_at__lt=older_than).exclude(error_message="").update(
            error_message=""
        ),
    }


PART = PrivacyPart("verdicts", export, erase, purge)
