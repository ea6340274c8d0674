"""``core.input_guard.first_pointer``: the one walker behind the lone-surrogate and NUL pointers."""
from __future__ import annotations

from core.input_guard import first_pointer, lone_surrogate_pointer
from evaluation.verdicts.tier1.nul import nul_pointer


def _has_x(text: str) -> bool:
    return "x" in text


def test_pointers_follow_rfc_6901_through_mappings_lists_and_tuples() -> None:
    assert first_pointer("x", _has_x) == ""
    assert first_pointer({"a": ["b", ("c", "x")]}, _has_x) == "/a/1/1"
    assert first_pointer({"a/b~": "x"}, _has_x) == "/a~1b~0"
    assert first_pointer({"kx": "y"}, _has_x) == "/kx"
    assert first_pointer({"a": [1, None, 2.5, {"b": "y"}]}, _has_x) is None


def test_a_deep_body_does_not_exhaust_the_stack() -> None:
    document: object = "x"
    for _ in range(50_000):
        document = [document]
    assert first_pointer(document, _has_x) == "/0" * 50_000


def test_the_two_users_keep_their_shapes() -> None:
    assert lone_surrogate_pointer("\ud800") == "/"
    assert lone_surrogate_pointer({"k": "\udc00"}) == "/k"
    assert nul_pointer({"command": "ls\x00"}) == "/command"
    assert nul_pointer({"a\x00/": 1}) == "/a\u2400~1"
    assert nul_pointer({"command": "ls"}) is None
