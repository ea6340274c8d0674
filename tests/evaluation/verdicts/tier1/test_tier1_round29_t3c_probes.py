"""Round 29, part t3c (issue 25): probes by mechanism and ecosystem (``corpus_round29_t3c.py``), written before the
code, for a persistent variable pointing at a temporary directory or a foreign host, a build configuration appended
with a foreign mirror, remote data wiped by syncing an empty directory onto it.

The sequences are judged as the server judges a session (round 16's ``_session``).

First run, before any code (branch at 86edaef): FIGURE_BEFORE
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round29_t3c as corpus
from tests.evaluation.verdicts.tier1.probe_judge import cases
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("RCVAR", "BUILDCONF", "EMPTYSYNC")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


@pytest.mark.parametrize("case", [pytest.param(*p.values, id=p.id, marks=pytest.mark.xfail(strict=True, reason="open"))
                                  if p.id in _OPEN else p for p in cases(corpus, _CLASSES, "DANGEROUS")])
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", [pytest.param(*p.values, id=p.id, marks=pytest.mark.xfail(strict=True, reason="open"))
                                  if p.id in _OPEN_BENIGN else p for p in cases(corpus, _CLASSES, "BENIGN")])
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
