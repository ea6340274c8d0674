"""Model-callable plugin tools: read and proposal only (R-H-4).

``qln_status`` reads a cycle, ``qln_record_evidence`` appends evidence and
``qln_propose_candidate`` submits a candidate for evaluation. None of them
attests, promotes or amends: those are human-only operations in the browser
and ``manage.py promote``, and the server refuses them on the agent token.
Handlers follow the Hermes registry contract ``handler(args, **kwargs) -> str``
and always return a JSON string, ``{"error": …}`` on failure.
"""

from __future__ import annotations

import json
from typing import Any, Callable
from urllib.parse import quote

from .client import get_client

TOOLSET = "qlnweb"

_CYCLE_ID = {"type": "string", "description": "The 5QLN cycle id, e.g. from the 5QLN ACTIVE CONTEXT frame."}

STATUS_SCHEMA: dict[str, Any] = {
    "name": "qln_status",
    "description": "Read the status of a 5QLN self-evolution cycle (phase, pending gate, candidates). Read-only.",
    "parameters": {"type": "object", "properties": {"cycle_id": _CYCLE_ID}, "required": ["cycle_id"]},
}

EVIDENCE_SCHEMA: dict[str, Any] = {
    "name": "qln_record_evidence",
    "description": (
        "Record one piece of evidence (an observation, a test outcome, a quote) on a 5QLN cycle. "
        "Evidence informs humans; it attests nothing."
    ),
    "parameters": {
        "type": "object",
        "properties": {
            "cycle_id": _CYCLE_ID,
            "kind": {"type": "string", "description": "Short evidence kind, e.g. observation, test_result."},
            "content": {"type": "string", "description": "The evidence itself, plain text."},
            "source": {"type": "string", "description": "Where it came from (tool, file, session)."},
        },
        "required": ["cycle_id", "content"],
    },
}

CANDIDATE_SCHEMA: dict[str, Any] = {
    "name": "qln_propose_candidate",
    "description": (
        "Propose a candidate change (prompt, skill or decoder) for a 5QLN cycle. It is stored "
        "isolated and evaluated; only a human can promote it."
    ),
    "parameters": {
        "type": "object",
        "properties": {
            "cycle_id": _CYCLE_ID,
            "target": {"type": "string", "description": "What it changes: soul, skill:<name> or decoder."},
            "content": {"type": "string", "description": "The full proposed content."},
            "rationale": {"type": "string", "description": "Why this change, in one paragraph."},
        },
        "required": ["cycle_id", "target", "content"],
    },
}


def _call(action: Callable[[], Any]) -> str:
    try:
        return json.dumps({"ok": True, "result": action()}, ensure_ascii=False)
    except Exception as exc:  # the registry would catch it too; keep the message ours
        return json.dumps({"error": f"qlnweb: {exc}"}, ensure_ascii=False)


def _cycle_path(args: dict[str, Any], suffix: str = "") -> str:
    cycle_id = str(args.get("cycle_id") or "").strip()
    if not cycle_id:
        raise ValueError("cycle_id is required")
    return f"/api/v1/cycles/{quote(cycle_id, safe='')}{suffix}"


def handle_status(args: dict[str, Any], **kwargs: Any) -> str:
    """``GET /api/v1/cycles/{id}``."""
    return _call(lambda: get_client().get(_cycle_path(args)))


def handle_record_evidence(args: dict[str, Any], **kwargs: Any) -> str:
    """``POST /api/v1/cycles/{id}/evidence``."""
    body = {k: args.get(k) for k in ("kind", "content", "source") if args.get(k) is not None}
    body["session_id"] = str(kwargs.get("session_id") or "")
    return _call(lambda: get_client().post(_cycle_path(args, "/evidence"), body))


def handle_propose_candidate(args: dict[str, Any], **kwargs: Any) -> str:
    """``POST /api/v1/cycles/{id}/candidates``."""
    body = {k: args.get(k) for k in ("target", "content", "rationale") if args.get(k) is not None}
    body["session_id"] = str(kwargs.get("session_id") or "")
    return _call(lambda: get_client().post(_cycle_path(args, "/candidates"), body))


TOOLS: tuple[tuple[dict[str, Any], Callable[..., str], str], ...] = (
    (STATUS_SCHEMA, handle_status, "📊"),
    (EVIDENCE_SCHEMA, handle_record_evidence, "🧾"),
    (CANDIDATE_SCHEMA, handle_propose_candidate, "🧪"),
)
