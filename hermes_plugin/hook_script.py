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
first, so protected writes are refused even with qlnweb down. When qlnweb gives
no verdict (timeout, unreachable, error), ``QLN_FAIL_MODE`` decides as in the
plugin (``unjudged.py``): by default a shell, write or code call is blocked
unless the local guard approves it as a read-only command.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

try:
    from . import local_guard, unjudged
    from .client import QlnClient, Settings
except ImportError:  # run as a plain file: import the siblings directly
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import local_guard  # type: ignore[no-redef]
    import unjudged  # type: ignore[no-redef]
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
    raw_input = payload.get("tool_input")
    tool_input: dict[str, Any] = raw_input if isinstance(raw_input, dict) else {}
    cwd = str(payload.get("cwd") or os.getcwd())
    workdir = tool_input.get("workdir")  # Hermes's terminal(workdir=…) runs there
    if isinstance(workdir, str) and workdir.strip():
        cwd = os.path.join(cwd, os.path.expanduser(workdir.strip()))
    refusal = local_guard.check(_CLAUDE_TOOLS.get(tool_name, tool_name), tool_input, cwd=cwd)
    if refusal:
        return {"kind": "block", "message": refusal}
    try:
        verdict = QlnClient(settings).post("/api/v1/verdicts", payload)
        if not isinstance(verdict, dict):
            raise ValueError("the verdict answer is not a JSON object")
    except Exception as exc:  # no verdict: the fail mode decides (unjudged.py)
        return unjudged_decision(tool_name, tool_input, settings.fail_mode, exc)
    raw_hermes = verdict.get("hermes")
    hermes: dict[str, Any] = raw_hermes if isinstance(raw_hermes, dict) else {}
    message = str(verdict.get("reason") or hermes.get("message") or verdict.get("advise") or "")
    if verdict.get("block") or verdict.get("decision") == "block" or hermes.get("action") == "block":
        return {"kind": "block", "message": message or f"BLOCKED by qlnweb: {tool_name}"}
    if verdict.get("advisory") is True:  # register-only ESCALATE: advisory (Daimon v0.4 §2.1)
        return {"kind": "none", "message": ""}
    if verdict.get("verdict") == "ESCALATE" and settings.escalate_policy != "allow":
        kind = "block" if settings.escalate_policy == "block" else "ask"
        return {"kind": kind, "message": message or f"qlnweb escalated {tool_name}"}
    return {"kind": "none", "message": ""}


def unjudged_decision(tool_name: str, tool_input: Any, fail_mode: str, error: object) -> dict[str, Any]:
    """A call qlnweb could not judge: blocked when the fail mode says so (the Python plugin's rule)."""
    refusal = unjudged.unjudged_refusal(tool_name, tool_input, fail_mode=fail_mode, error=error)
    return {"kind": "block", "message": refusal} if refusal else {"kind": "none", "message": ""}


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
        if payload.get("hook_event_name") in ("PreToolUse", "pre_tool_call"):
            tool_input = payload.get("tool_input")
            decision = unjudged_decision(str(payload.get("tool_name") or ""),
                                         tool_input if isinstance(tool_input, dict) else {},
                                         settings.fail_mode, f"qlnweb hook failed: {exc}")
        else:
            decision = {"kind": "none", "message": ""}
    if "--exit-code" in args and decision["kind"] == "block":
        print(decision["message"], file=sys.stderr)
        return 2
    answer = render(payload, decision)
    if answer is not None:
        print(json.dumps(answer, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
