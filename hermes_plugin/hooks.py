"""Hermes lifecycle hooks that talk to qlnweb (R-H-2, R-H-3).

Hermes 0.19 calls every hook with keyword arguments only and adds new ones
over time (``telemetry_schema_version``, ``middleware_trace``…), so each hook
takes ``**kwargs``. Hermes logs and skips a hook that raises; for
``pre_tool_call`` that means *allow*, so every hook here catches everything
itself and ``pre_tool_call`` applies the configured fail mode instead
(:mod:`.unjudged`: by default a shell, write or code call qlnweb could not
judge is blocked unless the local guard approves it).
"""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path
from typing import Any

from . import local_guard, unjudged
from .client import QlnClient, QlnError, get_client
from .governed import profile_digest

logger = logging.getLogger("qlnweb.hermes_plugin")

Directive = dict[str, str]

_turns_with_tools: set[str] = set()
_turns_lock = threading.Lock()


def _client() -> QlnClient:
    return get_client()


def _str(value: Any) -> str:
    return "" if value is None else str(value)


def _hermes_home() -> str:
    try:  # Hermes's own resolver honours profiles; absent outside Hermes.
        from hermes_constants import get_hermes_home  # type: ignore[import-not-found]

        return str(get_hermes_home())
    except Exception:
        return local_guard.default_hermes_home()


def hermes_cwd(task_id: str, args: dict[str, Any] | None = None) -> str:
    """The directory Hermes 0.19 runs this call in, read the way Hermes reads it (issue 25).

    ``terminal``: its ``workdir`` argument, else the session's cwd record (``pwd -P`` after each
    command, ``tools.terminal_tool.get_session_cwd``), else the task's registered cwd, else the
    configured terminal cwd (``TERMINAL_CWD`` or the launch directory); the file tools resolve
    against the same record. Outside Hermes: ``TERMINAL_CWD`` or the process's cwd.
    """
    workdir = (args or {}).get("workdir")
    try:
        from tools.approval import get_current_session_key  # type: ignore[import-not-found]
        from tools.terminal_tool import (  # type: ignore[import-not-found]
            _get_env_config,
            get_session_cwd,
            resolve_task_overrides,
        )

        session_key = get_current_session_key(default="") or task_id
        base = (get_session_cwd(session_key) or get_session_cwd(task_id)
                or resolve_task_overrides(task_id).get("cwd") or _get_env_config()["cwd"])
    except Exception:
        base = os.environ.get("TERMINAL_CWD") or os.getcwd()
    base = os.path.expanduser(str(base))
    if isinstance(workdir, str) and workdir.strip():
        return os.path.join(base, os.path.expanduser(workdir.strip()))
    return base


def _fail_directive(fail_mode: str, tool_name: str, args: Any, error: object) -> Directive | None:
    """No verdict: the fail mode decides (:mod:`.unjudged`; the default blocks shell, write and code calls
    the local guard does not approve)."""
    refusal = unjudged.unjudged_refusal(tool_name, args, fail_mode=fail_mode, error=error)
    if refusal is not None:
        return {"action": "block", "message": refusal}
    logger.warning("qlnweb unavailable, allowing %s (not a shell/write/code call, or a read-only command "
                   "the local guard approved): %s", tool_name, error)
    return None


def directive_from_verdict(verdict: dict[str, Any], *, tool_name: str, policy: str) -> Directive | None:
    """Map a qlnweb verdict response onto a Hermes pre_tool_call directive."""
    raw = verdict.get("hermes")
    hermes: dict[str, Any] = raw if isinstance(raw, dict) else {}
    message = _str(hermes.get("message")) or _str(verdict.get("advise"))
    if verdict.get("block") or hermes.get("action") == "block":
        return {"action": "block", "message": message or f"BLOCKED by qlnweb: {tool_name}"}
    if verdict.get("advisory") is True:
        # A register-only ESCALATE (Tier 1.5, Daimon v0.4 §2.1 "does NOT block"): its ADVISE
        # reaches the agent through the next context call; no approval prompt, no block.
        return None
    if verdict.get("verdict") == "ESCALATE" or hermes.get("action") == "approve":
        reason = message or f"qlnweb escalated {tool_name} for human review"
        if policy == "block":
            return {"action": "block", "message": reason}
        if policy == "approve":
            # In --yolo / -z mode Hermes auto-approves this (see README).
            return {"action": "approve", "message": reason}
    return None


def pre_tool_call(**kwargs: Any) -> Directive | None:
    """Ask qlnweb for a verdict; return a block/approve directive or None."""
    tool_name = _str(kwargs.get("tool_name"))
    args = kwargs.get("args") if isinstance(kwargs.get("args"), dict) else {}
    try:
        hermes_home = _hermes_home()
        cwd = hermes_cwd(_str(kwargs.get("task_id")))  # the session's; qlnweb applies workdir itself
        refusal = local_guard.check(tool_name, args, hermes_home=hermes_home,
                                    cwd=hermes_cwd(_str(kwargs.get("task_id")), args))
        if refusal:
            return {"action": "block", "message": refusal}
        turn_id = _str(kwargs.get("turn_id"))
        if turn_id:
            with _turns_lock:
                _turns_with_tools.add(turn_id)
    except Exception as exc:  # never let the guard itself crash the hook
        logger.warning("local guard failed for %s: %s", tool_name, exc)
        hermes_home, cwd = local_guard.default_hermes_home(), ""
    try:
        client = _client()
    except Exception as exc:
        return _fail_directive(os.environ.get("QLN_FAIL_MODE", ""), tool_name, args,
                               f"plugin misconfigured: {exc}")
    body = {
        "session_id": _str(kwargs.get("session_id")),
        "task_id": _str(kwargs.get("task_id")),
        "turn_id": _str(kwargs.get("turn_id")),
        "tool_call_id": _str(kwargs.get("tool_call_id")),
        "tool_name": tool_name,
        "args": args,
        "hermes_home": hermes_home,
        "cwd": cwd,
    }
    try:
        verdict = client.post("/api/v1/verdicts", body)
        if not isinstance(verdict, dict):
            raise QlnError("verdict response is not a JSON object")
        return directive_from_verdict(verdict, tool_name=tool_name, policy=client.settings.escalate_policy)
    except Exception as exc:
        return _fail_directive(client.settings.fail_mode, tool_name, args, exc)


def post_tool_call(**kwargs: Any) -> None:
    """Report the tool outcome to qlnweb (R-V-3); errors are only logged."""
    try:
        duration = kwargs.get("duration_ms")
        _client().post(
            "/api/v1/tool-results",
            {
                "session_id": _str(kwargs.get("session_id")),
                "task_id": _str(kwargs.get("task_id")),
                "turn_id": _str(kwargs.get("turn_id")),
                "tool_call_id": _str(kwargs.get("tool_call_id")),
                "tool_name": _str(kwargs.get("tool_name")),
                "status": _str(kwargs.get("status")) or "ok",
                "duration_ms": int(duration) if isinstance(duration, (int, float)) else None,
                "error_type": kwargs.get("error_type"),
                "error_message": kwargs.get("error_message"),
            },
        )
    except Exception as exc:
        logger.warning("qlnweb tool-results failed: %s", exc)


def pre_llm_call(**kwargs: Any) -> dict[str, str] | None:
    """Fetch undelivered ADVISE lines and the cycle frame (R-V-4).

    Hermes calls this once per *turn* and appends the context to that turn's
    user message for every model request of the turn.
    """
    try:
        answer = _client().get("/api/v1/context", {"session_id": _str(kwargs.get("session_id"))})
        context = answer.get("context") if isinstance(answer, dict) else None
        if isinstance(context, str) and context.strip():
            return {"context": context}
    except Exception as exc:
        logger.warning("qlnweb context failed: %s", exc)
    return None


def post_llm_call(**kwargs: Any) -> None:
    """Send the turn's final assistant text for register metrics (R-V-2)."""
    try:
        turn_id = _str(kwargs.get("turn_id"))
        with _turns_lock:
            used_tools = turn_id in _turns_with_tools
            _turns_with_tools.discard(turn_id)
        _client().post(
            "/api/v1/outputs",
            {
                "session_id": _str(kwargs.get("session_id")),
                "task_id": _str(kwargs.get("task_id")),
                "turn_id": turn_id,
                "text": _str(kwargs.get("assistant_response")),
                "model": _str(kwargs.get("model")),
                "mode_hint": "execution" if used_tools else "analysis",
                "user_message": _str(kwargs.get("user_message")),
            },
        )
    except Exception as exc:
        logger.warning("qlnweb outputs failed: %s", exc)


def loaded_version(hermes_home: str) -> tuple[str, int] | tuple[None, None]:
    """R-P-10: the digest of the governed files this session found, exactly as a version manifest hashes them."""
    try:
        return profile_digest(Path(hermes_home))
    except Exception as exc:  # a symlinked or unreadable governed file is reported as "unknown"
        logger.warning("qlnweb could not hash the governed files in %s: %s", hermes_home, exc)
        return None, None


def on_session_start(**kwargs: Any) -> None:
    """Pin the new session to the agent's active version and report what it loaded (R-V-5, R-P-10)."""
    try:
        hermes_home = _hermes_home()
        digest, count = loaded_version(hermes_home)
        answer = _client().post(
            "/api/v1/sessions",
            {
                "session_id": _str(kwargs.get("session_id")),
                "hermes_home": hermes_home,
                "cwd": hermes_cwd(_str(kwargs.get("session_id"))),
                "model": _str(kwargs.get("model")),
                "platform": _str(kwargs.get("platform")),
                "loaded_digest": digest,
                "loaded_files": count,
            },
        )
        if isinstance(answer, dict):
            logger.info("qlnweb session pinned to %s (loaded %s, matches: %s)", answer.get("active_version"),
                        digest, answer.get("matches_active"))
    except Exception as exc:
        logger.warning("qlnweb sessions failed: %s", exc)


HOOKS = {
    "on_session_start": on_session_start,
    "pre_tool_call": pre_tool_call,
    "post_tool_call": post_tool_call,
    "pre_llm_call": pre_llm_call,
    "post_llm_call": post_llm_call,
}
