"""``qlnweb.environ``: typed readers that refuse a bad value at start-up, naming the variable (conventions §12)."""
from __future__ import annotations

import pytest
from django.core.exceptions import ImproperlyConfigured

from qlnweb.environ import envbool, envfloat, envint, envlist


def test_values_are_typed_and_empty_means_the_default(monkeypatch) -> None:
    monkeypatch.setenv("QLN_T_INT", "5")
    monkeypatch.setenv("QLN_T_FLOAT", "2.5")
    monkeypatch.setenv("QLN_T_BOOL", " Off ")
    monkeypatch.setenv("QLN_T_LIST", "a, b,,c ")
    monkeypatch.setenv("QLN_T_EMPTY", "")
    assert envint("QLN_T_INT", 1) == 5
    assert envfloat("QLN_T_FLOAT", 1.0) == 2.5
    assert envbool("QLN_T_BOOL", True) is False
    assert envlist("QLN_T_LIST", []) == ["a", "b", "c"]
    assert envint("QLN_T_EMPTY", 7) == 7 and envfloat("QLN_T_UNSET_X", 0.5) == 0.5


@pytest.mark.parametrize(("reader", "raw", "message"), [
    (envint, "2.5", "QLN_T_BAD must be an integer, got '2.5'"),
    (envfloat, "fast", "QLN_T_BAD must be a number, got 'fast'"),
    (envbool, "maybe", "QLN_T_BAD must be a boolean (true/false), got 'maybe'"),
])
def test_a_bad_value_is_refused_by_name(monkeypatch, reader, raw: str, message: str) -> None:
    monkeypatch.setenv("QLN_T_BAD", raw)
    with pytest.raises(ImproperlyConfigured) as refused:
        reader("QLN_T_BAD", 0)
    assert str(refused.value) == message
