"""A fake model that reads skills as Hermes's prompt tells it to (issue 26 item 1).

Hermes puts a skills *index* in the system prompt, not the skill's body; the body reaches the
model when it calls ``skill_view``. The evaluation tests' fakes answer according to the skill
text they see, so :func:`reads_skills` wraps one: when the request offers ``skill_view`` and the
index names skills, the first reply loads them all; the next request (which carries the bodies
as tool results) is passed to the wrapped responder with the loaded bodies added to its system
prompt, which is what the model now knows. The direct runner and the Hermes sandbox both answer
``skill_view`` from the side's own files, so each side's fake sees its own side's skill.
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from tests.testing.fake_openai import Reply, ToolCall

_INDEX = re.compile(r"<available_skills>\n(.*?)</available_skills>", re.S)
_NAME = re.compile(r"^    - ([^:\n]+)", re.M)


def _system(request: dict[str, Any]) -> str:
    return "\n".join(str(m.get("content") or "") for m in request.get("messages", []) if m.get("role") == "system")


def _body(tool_content: str) -> str:
    try:
        return str(json.loads(tool_content).get("content") or tool_content)
    except (ValueError, AttributeError):
        return tool_content


def reads_skills(inner: Callable[[dict[str, Any]], Reply]) -> Callable[[dict[str, Any]], Reply]:
    def respond(request: dict[str, Any]) -> Reply:
        messages = request.get("messages", [])
        loaded = [_body(str(m.get("content") or "")) for m in messages if m.get("role") == "tool"]
        offered = {tool.get("function", {}).get("name") for tool in request.get("tools") or []}
        index = _INDEX.search(_system(request))
        if not loaded and "skill_view" in offered and index:
            names = _NAME.findall(index.group(1))
            if names:
                return Reply(tool_calls=tuple(ToolCall("skill_view", {"name": name}, f"call_skill_{n}")
                                              for n, name in enumerate(names)))
        if loaded:
            system = _system(request) + "\n\n" + "\n\n".join(loaded)
            rest = [m for m in messages if m.get("role") != "system"]
            request = {**request, "messages": [{"role": "system", "content": system}, *rest]}
        return inner(request)

    return respond


def final_requests(requests: list[Any]) -> list[dict[str, Any]]:
    """The requests that produced a case's answer: not the ones a fake answered by loading skills."""
    return [body for body in requests if isinstance(body, dict) and not (
        "skill_view" in {t.get("function", {}).get("name") for t in body.get("tools") or []}
        and not any(m.get("role") == "tool" for m in body.get("messages", []))
        and _INDEX.search(_system(body)) and _NAME.search(_INDEX.search(_system(body)).group(1)))]  # type: ignore[union-attr]
