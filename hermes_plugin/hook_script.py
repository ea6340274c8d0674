"""Stdin-JSON → stdout-JSON hook for Claude Code and Hermes shell hooks (R-H-5).

Usage (any of)::

    python -m qln_hermes_plugin.hook_script          # installed package
    qln-hook                                          # console script
    python /path/to/hermes_plugin/hook_script.py      # plain file

Input is the hook payload on stdin:

* Claude Code ``PreToolUse``: ``{hook_event_name: "PreToolUse", tool_name,
  tool_input, session_id, cwd, …}``;
* Hermes shell hook: ``{hook_event_name: "pre_tool_call" | "pre_llm_call" | …,
  tool_name, tool_input, session_id, cwd, extra}``.

Output:

* Claude Code: ``{"hookSpecificOutput": {"hookEventName": "PreToolUse",
  "permissionDecision": "deny" | "ask", "permissionDecisionReason": …}}`` on
  stdout with exit 0 (the current documented form; the older top-level
  ``decision``/``reason`` is deprecated for PreToolUse). With ``--exit-code``
  a block is instead reported the classic way: reason on stderr, exit 2.
* Hermes: ``{"action": "block", "message": …}`` (Hermes 0.19
  ``agent/shell_hooks.py::_parse_response`` also accepts ``decision/reason``),
  and ``{"context": …}`` for ``pre_llm_call``.

Nothing printed means "no decision". The local protected-path guard runs
first, so protected writes are refused even with qlnweb down.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

try:
    from . import local_guard
    from .client import QlnClient, Settings
except ImportError:  # run as a plain file: import the siblings directly
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import local_guard  # type: ignore[no-redef]
    from client import QlnClient, Settings  # type: ignore[no-redef]

_CLAUDE_TOOLS = {"Bash": "terminal", "Write": "write_file", "Edit": "patch", "MultiEdit": "patch",
                 "NotebookEdit": "write_file"}


def decide(payload: dict[str, Any], settings: Settings) -> dict[str, Any]:
    """Return ``{"kind": "block"|"ask"|"context"|"none", "message": str}``."""
    event = str(payload.get("hook_event_name") or "")
    session_id = str(payload.get("session_id") or "")
    if event == "pre_llm_call":
        try:
            answer = QlnClient(settings).get("/api/v1/context", {"session_id": session_id})
            context = answer.get("context") if isinstance(answer, dict) else ""
        except Exception:
            context = ""
        return {"kind": "context", "message": context} if context else {"kind": "none", "message": ""}
    if event not in ("PreToolUse", "pre_tool_call"):
        return {"kind": "none", "message": ""}

    tool_name = str(payload.get("tool_name") or "")
    tool_input = payload.get("tool_input") if isinstance(payload.get("tool_input"), dict) else {}
    cwd = str(payload.get("cwd") or os.getcwd())
    refusal = local_guard.check(_CLAUDE_TOOLS.get(tool_name, tool_name), tool_input, cwd=cwd)
    if refusal:
        return {"kind": "block", "message": refusal}
    try:
        verdict = QlnClient(settings).post("/api/v1/verdicts", payload)
    except Exception as exc:
        if settings.fail_mode == "closed":
            return {"kind": "block", "message": f"BLOCKED: qlnweb unavailable ({exc}), QLN_FAIL_MODE=closed"}
        return {"kind": "none", "message": ""}
    if not isinstance(verdict, dict):
        return {"kind": "none", "message": ""}
    hermes = verdict.get("hermes") if isinstance(verdict.get("hermes"), dict) else {}
    message = str(verdict.get("reason") or hermes.get("message") or verdict.get("advise") or "")
    if verdict.get("block") or verdict.get("decision") == "block" or hermes.get("action") == "block":
        return {"kind": "block", "message": message or f"BLOCKED by qlnweb: {tool_name}"}
    if verdict.get("advisory") is True:  # register-only ESCALATE: advisory (Daimon v0.4 §2.1)
        return {"kind": "none", "message": ""}
    if verdict.get("verdict") == "ESCALATE" and settings.escalate_policy != "allow":
        kind = "block" if settings.escalate_policy == "block" else "ask"
        return {"kind": kind, "message": message or f"qlnweb escalated {tool_name}"}
    return {"kind": "none", "message": ""}


def render(payload: dict[str, Any], decision: dict[str, Any]) -> dict[str, Any] | None:
    """Shape a decision for the caller that sent ``payload``."""
    kind, message = decision["kind"], decision["message"]
    if kind == "none":
        return None
    if kind == "context":
        return {"context": message}
    if payload.get("hook_event_name") == "PreToolUse":
        return {"hookSpecificOutput": {
            "hookEventName": "PreToolUse",
            "permissionDecision": "deny" if kind == "block" else "ask",
            "permissionDecisionReason": message,
        }}
    # Hermes shell hooks have no "ask": an approve escalation is only honoured
    # by the Python plugin, so here it is reported as nothing.
    return {"action": "block", "message": message} if kind == "block" else None


def main(argv: list[str] | None = None) -> int:
    """Read one payload from stdin, print the answer, return the exit code."""
    args = sys.argv[1:] if argv is None else argv
    try:
        payload = json.loads(sys.stdin.read() or "{}")
        if not isinstance(payload, dict):
            raise ValueError("payload is not a JSON object")
    except ValueError as exc:
        print(f"qln-hook: bad input: {exc}", file=sys.stderr)
        return 1  # non-blocking error in both Claude Code and Hermes
    settings = Settings.from_env()
    try:
        decision = decide(payload, settings)
    except Exception as exc:  # fail mode applies to our own bugs too
        is_tool_event = payload.get("hook_event_name") in ("PreToolUse", "pre_tool_call")
        kind = "block" if settings.fail_mode == "closed" and is_tool_event else "none"
        decision = {"kind": kind, "message": f"BLOCKED: qlnweb hook failed ({exc})"}
    if "--exit-code" in args and decision["kind"] == "block":
        print(decision["message"], file=sys.stderr)
        return 2
    answer = render(payload, decision)
    if answer is not None:
        print(json.dumps(answer, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
