"""The RECENT CONTEXT Tier 2 judges a call against (R-T2-1; issue 10 "Daimon fidelity").

Pattern classes such as retry-loop ("repeats an action that already failed in the
recent context") and hackjob-fallback ("after a failure …") can only match when the
judge sees what came before. This is the session's own record: its last verdicts
(tool, redacted arguments, verdict) and the outcomes its tool calls reported
(status, error type, error message), oldest first — bounded (``MAX_VERDICTS``,
``MAX_RESULTS``, ``MAX_CHARS``, the newest kept) and passed through the same
redaction as verdict arguments. Assistant output texts are never stored (only
their register metrics), so tool outcomes are the outputs the judge can see.
"""
from __future__ import annotations

import json
from typing import Any

from core.redaction import redact_args, redact_text
from evaluation.verdicts.models import ToolResult, VerdictEvent

MAX_VERDICTS = 10
MAX_RESULTS = 10
MAX_ARGS_CHARS = 300
MAX_ERROR_CHARS = 300
MAX_CHARS = 3000


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _args_text(args: Any) -> str:
    # Stored arguments were redacted at ingest; redacting again covers rows from before that.
    return _clip(json.dumps(redact_args(args), ensure_ascii=False, sort_keys=True, default=str), MAX_ARGS_CHARS)


def recent_context(*, agent: Any, session_id: str) -> str | None:
    """The session's recent verdicts and tool outcomes as judge-readable lines; None when it has none."""
    if not session_id:
        return None
    verdicts = list(
        VerdictEvent.objects.filter(agent=agent, session_id=session_id)
        .order_by("-created_at", "-id")
        .values("created_at", "id", "tool_name", "tool_call_id", "args_redacted", "verdict", "block")[:MAX_VERDICTS]
    )
    results = list(
        ToolResult.objects.filter(agent=agent, session_id=session_id)
        .order_by("-created_at", "-id")
        .values("created_at", "id", "tool_name", "tool_call_id", "status", "error_type", "error_message")[:MAX_RESULTS]
    )
    if not verdicts and not results:
        return None
    rows: list[tuple[Any, int, int, str]] = []
    for verdict in verdicts:
        blocked = " (blocked)" if verdict["block"] else ""
        rows.append((verdict["created_at"], 0, verdict["id"],
                     f"CALL {verdict['tool_name']} {_args_text(verdict['args_redacted'])} "
                     f"-> verdict {verdict['verdict']}{blocked}"))
    for result in results:
        error = ""
        if result["error_type"] or result["error_message"]:
            message = _clip(redact_text(result["error_message"] or ""), MAX_ERROR_CHARS)
            error = f": {result['error_type'] or 'error'} {message}".rstrip()
        rows.append((result["created_at"], 1, result["id"],
                     f"RESULT {result['tool_name']} {result['status']}{redact_text(error)}"))
    rows.sort(key=lambda row: (row[0], row[1], row[2]))
    lines = [row[3] for row in rows]
    text = "\n".join(lines)
    while len(text) > MAX_CHARS and len(lines) > 1:  # keep the newest
        lines.pop(0)
        text = "\n".join(lines)
    return _clip(text, MAX_CHARS)
