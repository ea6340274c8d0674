"""The Hermes verdict body's common case, accepted without building a serializer (issue 13 hot path).

DRF deep-copies every declared field of a serializer for each instance;
for the nine fields of the Hermes body that is ≈ 0.2 ms of a verdict that
should cost well under a millisecond. :func:`fast_hermes_values` accepts
only bodies whose every value is already in its final form — ASCII strings
within their length, nothing to trim, no NUL, ``args`` a JSON object, a
known ``mode_hint`` — and returns exactly what
``VerdictCreateApi.HermesInputSerializer`` would return for them. For
anything else it returns ``None`` and the serializer decides, so every
refusal keeps the serializer's codes and messages. A property test
(``tests/evaluation/verdicts/api/test_verdict_body_fastpath.py``) holds the
two to the same answer.
"""
from __future__ import annotations

from typing import Any

_ID_FIELDS = ("task_id", "turn_id", "tool_call_id")
_PATH_FIELDS = ("hermes_home", "cwd")
MODE_HINTS = ("execution", "analysis")


def _plain(value: Any, max_length: int) -> bool:
    """A string DRF's CharField keeps unchanged: ASCII (no surrogates), no NUL, within length."""
    return (type(value) is str and len(value) <= max_length and value.isascii()  # noqa: E721 - no subclasses
            and "\x00" not in value)


def _trimmed(value: str) -> bool:
    return value == value.strip()


def fast_hermes_values(data: Any) -> dict[str, Any] | None:
    """The serializer's ``validated_data`` for a body in final form, else ``None`` (let DRF decide)."""
    if type(data) is not dict:  # noqa: E721
        return None
    session_id, tool_name, args = data.get("session_id"), data.get("tool_name"), data.get("args")
    if not (_plain(session_id, 200) and session_id and _plain(tool_name, 200) and tool_name
            and _trimmed(tool_name) and type(args) is dict):  # noqa: E721
        return None
    values: dict[str, Any] = {"session_id": session_id, "tool_name": tool_name, "args": args}
    for name in _ID_FIELDS:
        value = data.get(name, "")
        if value is not None and not _plain(value, 200):
            return None
        values[name] = value
    for name in _PATH_FIELDS:
        value = data.get(name, "")
        if value is not None and not (_plain(value, 1000) and _trimmed(value)):
            return None
        values[name] = value
    mode_hint = data.get("mode_hint")
    if mode_hint is not None and mode_hint != "" and mode_hint not in MODE_HINTS:
        return None
    values["mode_hint"] = mode_hint
    return values
