"""The script side of the fake OpenAI server: replies, recorded requests, responders.

Split from :mod:`qlnweb.scripted_openai` (the HTTP server), which re-exports
every name here.
"""
from __future__ import annotations

import itertools
import json
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Union


@dataclass(frozen=True)
class ToolCall:
    """One function call the fake model asks for; ``arguments`` is encoded as JSON if not a str."""

    name: str
    arguments: Mapping[str, Any] | str = field(default_factory=dict)
    id: str | None = None

    def arguments_json(self) -> str:
        return self.arguments if isinstance(self.arguments, str) else json.dumps(self.arguments)


@dataclass(frozen=True)
class Reply:
    """What the server answers to one chat completion request.

    ``delay_s`` waits before the status line (a slow model); ``drip_s`` waits between
    body pieces or SSE chunks (a slow-drip body that a per-read timeout never trips);
    ``status`` >= 400 answers an OpenAI-shaped error; ``raw_body`` is sent verbatim
    with status 200 (garbage).
    """

    content: str | None = None
    tool_calls: tuple[ToolCall, ...] = ()
    delay_s: float = 0.0
    drip_s: float = 0.0
    status: int = 200
    raw_body: str | None = None
    error_message: str = "fake upstream error"

    @classmethod
    def text(cls, content: str, **options: Any) -> Reply:
        return cls(content=content, **options)

    @classmethod
    def json_content(cls, payload: Any, **options: Any) -> Reply:
        """Content that is a JSON document (e.g. a judge verdict)."""
        return cls(content=json.dumps(payload), **options)

    @classmethod
    def tool_call(cls, name: str, arguments: Mapping[str, Any] | str, *, call_id: str | None = None,
                  **options: Any) -> Reply:
        return cls(tool_calls=(ToolCall(name, arguments, call_id),), **options)

    @classmethod
    def slow(cls, seconds: float, then: Reply | None = None) -> Reply:
        return replace(then or cls(content="late"), delay_s=seconds)

    @classmethod
    def garbage(cls, body: str = "<html>502 upstream garbage", **options: Any) -> Reply:
        return cls(raw_body=body, **options)

    @classmethod
    def error(cls, status: int = 500, message: str = "fake upstream error") -> Reply:
        return cls(status=status, error_message=message)

    @classmethod
    def from_dict(cls, spec: Mapping[str, Any]) -> Reply:
        """Build a reply from a script-file object (unknown keys are an error)."""
        spec = dict(spec)
        calls = tuple(ToolCall(c["name"], c.get("arguments", {}), c.get("id")) for c in spec.pop("tool_calls", ()))
        return cls(tool_calls=calls, **spec)


@dataclass(frozen=True)
class RecordedRequest:
    """One request as received: ``body`` is the parsed JSON (None when it was not JSON),
    ``headers`` have lower-case names, ``client_port`` tells connections apart."""

    method: str
    path: str
    headers: dict[str, str]
    body: Any
    client_port: int


Script = Union[Reply, str, Sequence[Union[Reply, str]], Callable[[dict[str, Any]], Union[Reply, str]]]
Responder = Callable[[dict[str, Any]], Reply]


def _coerce(answer: Reply | str) -> Reply:
    return answer if isinstance(answer, Reply) else Reply.text(str(answer))


def as_responder(script: Script, *, repeat_last: bool = False) -> Responder:
    """Turn any script into a thread-safe ``(request_json) -> Reply`` callable.

    A sequence answers in order; once exhausted it repeats its last reply when
    ``repeat_last`` is set, else answers HTTP 500 "fake script exhausted".
    """
    if isinstance(script, (Reply, str)):
        return lambda _request: _coerce(script)
    if callable(script):
        return lambda request: _coerce(script(request))
    replies = [_coerce(item) for item in script]
    cursor = itertools.count()
    lock = threading.Lock()

    def next_in_sequence(_request: dict[str, Any]) -> Reply:
        with lock:
            index = next(cursor)
        if index < len(replies):
            return replies[index]
        if repeat_last and replies:
            return replies[-1]
        return Reply.error(500, "fake script exhausted")

    return next_in_sequence


def system_prompt_of(request: Mapping[str, Any]) -> str:
    """All system/developer message text of a chat request, joined by newlines."""
    parts: list[str] = []
    for message in request.get("messages") or ():
        if isinstance(message, Mapping) and message.get("role") in ("system", "developer"):
            content = message.get("content")
            if isinstance(content, list):
                content = "".join(p.get("text", "") for p in content if isinstance(p, Mapping))
            parts.append(str(content or ""))
    return "\n".join(parts)


def by_system_prompt(routes: Mapping[str, Script], default: Script | None = None) -> Responder:
    """Answer with the first route whose key occurs in the system prompt (each route keeps its own cursor)."""
    compiled = [(needle, as_responder(script)) for needle, script in routes.items()]
    fallback = as_responder(default) if default is not None else None

    def route(request: dict[str, Any]) -> Reply:
        prompt = system_prompt_of(request)
        for needle, responder in compiled:
            if needle in prompt:
                return responder(request)
        if fallback is not None:
            return fallback(request)
        return Reply.error(500, "fake: no route matches the system prompt")

    return route


def load_script(spec: Any) -> Responder:
    """Build a responder from the JSON shape described in the module docstring."""
    if isinstance(spec, list):
        return as_responder([Reply.from_dict(item) for item in spec])
    if not isinstance(spec, Mapping):
        raise ValueError(f"script must be an object or a list, not {type(spec).__name__}")
    if "sequence" in spec:
        return as_responder([Reply.from_dict(i) for i in spec["sequence"]], repeat_last=bool(spec.get("repeat_last")))
    if "by_system_prompt" in spec:
        routes = {needle: load_script(sub) for needle, sub in spec["by_system_prompt"].items()}
        default = load_script(spec["default"]) if "default" in spec else None
        return by_system_prompt(routes, default)
    return as_responder(Reply.from_dict(spec))
