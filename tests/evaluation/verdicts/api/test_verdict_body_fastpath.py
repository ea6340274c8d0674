"""The verdict body's fast path answers exactly what the serializer answers, or defers to it (issue 13)."""
from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from evaluation.verdicts.api.body import fast_hermes_values
from evaluation.verdicts.api.verdicts import VerdictCreateApi

MISSING = object()
TEXTS = ["", " ", "x", " x", "x ", "a\tb", "a" * 200, "a" * 201, "p" * 1000, "p" * 1001, "\x00", "a\x00b",
         "é", "sess-é", "\ud800", "🙂", "execution", "analysis", "Execution", "/home/a/.hermes", "/tmp/work "]
OTHERS: list[Any] = [None, 0, 1, 1.5, True, False, [], {}, ["x"], {"k": "v"}]
value = st.sampled_from([MISSING, *TEXTS, *OTHERS])
args = st.sampled_from([MISSING, None, "ls", [], {}, {"command": "ls -la"}, {"path": " README.md "}])
NAMES = ("session_id", "task_id", "turn_id", "tool_call_id", "tool_name", "mode_hint", "hermes_home", "cwd")


def serializer_answer(body: Any) -> dict[str, Any] | None:
    serializer = VerdictCreateApi.HermesInputSerializer(data=body)
    return dict(serializer.validated_data) if serializer.is_valid() else None


BASE = {"session_id": "s-1", "task_id": "t", "turn_id": "1", "tool_call_id": "c", "tool_name": "terminal",
        "args": {"command": "ls"}, "mode_hint": "execution", "hermes_home": "/h/.hermes", "cwd": "/w"}
# A valid body with up to three fields replaced: every edge of every field is reached often.
changes = st.dictionaries(st.sampled_from([*NAMES, "args"]), value, max_size=3)


@settings(max_examples=1500)  # ≈ 1 s; cheap, and each edge is drawn many times
@given(changes, args)
def test_the_fast_path_accepts_only_what_the_serializer_accepts_and_returns_the_same(
        changed: dict[str, Any], new_args: Any) -> None:
    fields = {**BASE, **changed}
    if "args" not in changed:
        fields["args"] = new_args
    body = {name: item for name, item in fields.items() if item is not MISSING}
    fast = fast_hermes_values(body)
    if fast is not None:
        assert fast == serializer_answer(body)


@given(st.sampled_from([None, [], "x", 3, [{"session_id": "s"}]]))
def test_a_body_that_is_not_an_object_is_left_to_the_serializer(body: Any) -> None:
    assert fast_hermes_values(body) is None


def test_what_the_plugin_sends_takes_the_fast_path() -> None:
    body = {"session_id": "20261201_101500_ab12cd", "task_id": "t", "turn_id": "3", "tool_call_id": "call_1",
            "tool_name": "terminal", "args": {"command": "ls -la"}, "mode_hint": "execution",
            "hermes_home": "/home/agent/.hermes", "cwd": "/home/agent/work"}
    assert fast_hermes_values(body) == serializer_answer(body)
    assert fast_hermes_values({"session_id": "s", "tool_name": "read_file", "args": {}}) == serializer_answer(
        {"session_id": "s", "tool_name": "read_file", "args": {}})
