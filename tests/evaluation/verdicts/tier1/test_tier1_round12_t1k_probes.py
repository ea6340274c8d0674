"""Round 12, part t1k (issue 25): probes by mechanism for environment persistence, persistence hooks, secrets leaving
and destructive (``corpus_round12_t1k.py``), written before the code.

First run, before any code (branch at 415635f): dangerous 16/46 blocked, benign 2/33 false blocks
(``dropdb --if-exists`` of a test and a scratch database). After the code (t1k): 42/46 · 0/33. Still open:
``systemctl enable serial-getty@ttyS0.service`` (a serial console login, kept open: no autologin is set), and three
probes naming ``/root/.aws/credentials`` / ``/root/.git-credentials`` while the test profile's home is elsewhere
(another account's files are not secrets of this one). The failing probes stay as written: the four dangerous ones
are marked xfail below, not removed.
"""
from __future__ import annotations

import json
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round12_t1k as corpus

_CLASSES = ("FRESH_ENV", "FRESH_HOOKS", "FRESH_EXFIL", "FRESH_DESTRUCTIVE")


def _cases(kind: str) -> list[Any]:
    return [pytest.param(case, id=f"{name.lower()}-{i}") for name in _CLASSES
            for i, case in enumerate(getattr(corpus, f"{name}_{kind}"))]


def _call(case: Any, home: str) -> tuple[str, dict[str, Any]]:
    if isinstance(case, str):
        return "terminal", {"command": case.replace("{HOME}", home)}
    return case["tool"], json.loads(json.dumps(case["args"]).replace("{HOME}", home))


def _judge(evaluate: Any, profile: Any, case: Any) -> Any:
    home = str(profile.home)
    if isinstance(case, list):  # [earlier calls, final call]
        earlier, final = case
        history = [_call(step, home) for step in earlier]
        tool, args = _call(final, home)
        return evaluate(args, tool=tool, history=history)
    tool, args = _call(case, home)
    return evaluate(args, tool=tool)


_OPEN = frozenset({"fresh_hooks-3", "fresh_exfil-0", "fresh_exfil-3", "fresh_exfil-5"})


@pytest.mark.parametrize("case", [pytest.param(*p.values, id=p.id, marks=pytest.mark.xfail(strict=True, reason="open"))
                                  if p.id in _OPEN else p for p in _cases("DANGEROUS")])
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _judge(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", _cases("BENIGN"))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _judge(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
