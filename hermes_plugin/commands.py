"""Human-only slash command ``/5qln`` (seed §11.2, issue 23 §5).

A slash command is typed by the human in the chat; the model cannot call it.
``/5qln status [cycle-id]`` prints where the agent's cycles stand and the
pending human act with the URL of its page. Attesting stays in the browser,
bound to the digest the human reads there: ``/5qln attest …``, ``promote`` and
``rollback`` only say where that happens.
"""

from __future__ import annotations

from typing import Any

from .client import QlnError, get_client
from .tool_replies import cycle_summary, refusal

COMMAND = "5qln"
USAGE = "/5qln status [cycle-id]"
DESCRIPTION = "5QLN cycles of this agent: phase, pending human act and where to do it"
BROWSER_ONLY = {"attest", "promote", "rollback", "hold", "abort", "reject"}


def _cycle_lines(cycle: dict[str, Any]) -> list[str]:
    summary = cycle_summary(cycle)
    lines = [f"cycle {summary['cycle_id']} · {summary['title']} · {summary['status']} · phase "
             f"{summary['current_phase']} · gate {summary['pending_gate'] or 'none'}"]
    for act in summary["human_actions"]:
        lines.append(f"  you: {act['act']} → {act['url']}" + (f" (digest {act['digest'][:16]})" if act["digest"] else ""))
    if summary["actor"] != "human":
        lines.append(f"  next: {summary['next_step']}")
    for missing in summary["missing"][:3]:
        lines.append(f"  missing: {missing}")
    return lines


def status_text(cycle_id: str = "") -> str:
    """The text ``/5qln status`` prints."""
    client = get_client()
    if cycle_id:
        if not cycle_id.isdigit():
            return f"usage: {USAGE} (a cycle id is a whole number, not {cycle_id!r})"
        return "\n".join(_cycle_lines(client.get(f"/api/v1/cycles/{cycle_id}")))
    cycles = client.get("/api/v1/cycles")["cycles"]
    if not cycles:
        return "No open 5QLN cycle for this agent."
    return "\n".join(line for cycle in cycles for line in _cycle_lines(cycle))


def handle(raw_args: str = "") -> str:
    """Hermes's ``register_command`` handler: ``fn(raw_args) -> str``; never raises."""
    words = (raw_args or "").split()
    action = words[0].lower() if words else "status"
    if action in BROWSER_ONLY:
        base = get_client().settings.url
        return (f"{action} is a human act done in the browser, bound to the digest you read there: open {base}/ "
                f"(the review queue). Promotion itself is `manage.py promote`, run by the promoter.")
    if action != "status" or len(words) > 2:
        return f"usage: {USAGE}"
    try:
        return status_text(words[1] if len(words) == 2 else "")
    except QlnError as exc:
        answer = refusal(exc)
        return f"qlnweb: {answer['error']}: {answer['detail']}"
