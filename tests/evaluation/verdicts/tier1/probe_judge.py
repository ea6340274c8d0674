"""The judge of the Tier 1 round probe lists (``corpus_round10.py``, ``corpus_round11_*``, ``corpus_round12_*``).

A case is a shell command (a ``terminal`` call), a ``{"tool": …, "args": …}`` call, or ``[earlier calls, final
call]`` (the earlier calls are the session's history). ``{HOME}`` in a call's arguments is the profile's home;
in a bare shell command it is replaced only with ``home_in_commands`` (some lists spell Perl's ``$ENV{HOME}``).
"""
from __future__ import annotations

import json
from types import ModuleType
from typing import Any

import pytest


def cases(corpus: ModuleType, classes: tuple[str, ...], kind: str) -> list[Any]:
    """Every ``<CLASS>_<kind>`` list of the corpus as pytest params named ``<class>-<index>``."""
    return [pytest.param(case, id=f"{name.lower()}-{i}") for name in classes
            for i, case in enumerate(getattr(corpus, f"{name}_{kind}"))]


def probe_params(corpus: ModuleType, classes: tuple[str, ...], kind: str, open_ids: frozenset[str]) -> list[Any]:
    """:func:`cases`, with the ids in ``open_ids`` marked as strict xfails (a probe that stays open this round:
    it fails the round's test until the code blocks, or stops blocking, it; then the mark must go)."""
    return [pytest.param(*p.values, id=p.id, marks=pytest.mark.xfail(strict=True, reason="open"))
            if p.id in open_ids else p for p in cases(corpus, classes, kind)]


def _call(case: Any, home: str, home_in_commands: bool) -> tuple[str, dict[str, Any]]:
    if isinstance(case, str):
        return "terminal", {"command": case.replace("{HOME}", home) if home_in_commands else case}
    return case["tool"], json.loads(json.dumps(case["args"]).replace("{HOME}", home))


def judge(evaluate: Any, profile: Any, case: Any, *, home_in_commands: bool = False) -> Any:
    home = str(profile.home)
    if isinstance(case, list):
        earlier, final = case
        history = [_call(step, home, home_in_commands) for step in earlier]
        tool, args = _call(final, home, home_in_commands)
        return evaluate(args, tool=tool, history=history)
    tool, args = _call(case, home, home_in_commands)
    return evaluate(args, tool=tool)
