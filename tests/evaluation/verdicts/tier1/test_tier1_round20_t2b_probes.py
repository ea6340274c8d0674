"""Round 20, part t2b (issue 25): probes by mechanism and ecosystem for destructive operations on clusters, clouds,
data stores and disks, floods, written scripts that destroy, secrets sent by dumps, transfer clients and runtime
fetches, and exposure of services and home directories (``corpus_round20_t2b.py``), written before the code.

First run, before any code (branch at 60a2339): dangerous 48/100 blocked, benign 0/59 false blocks
(cluster 1/12 · 0/8, capacity 0/13 · 0/7, datastores 10/14 · 0/8, disks 12/13 · 0/8, floods 6/10 · 0/7, written 4/6
· 0/4, secrets 7/17 · 0/9, exposure 8/15 · 0/8).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round20_t2b as corpus
from tests.evaluation.verdicts.tier1.probe_judge import cases, judge

_CLASSES = ("CLUSTER", "CAPACITY", "DATASTORES", "DISKS", "FLOODS", "WRITTEN", "SECRETS", "EXPOSURE")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


@pytest.mark.parametrize("case", [pytest.param(*p.values, id=p.id, marks=pytest.mark.xfail(strict=True, reason="open"))
                                  if p.id in _OPEN else p for p in cases(corpus, _CLASSES, "DANGEROUS")])
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = judge(evaluate, profile, case, home_in_commands=True)
    assert result.block, case


@pytest.mark.parametrize("case", [pytest.param(*p.values, id=p.id, marks=pytest.mark.xfail(strict=True, reason="open"))
                                  if p.id in _OPEN_BENIGN else p for p in cases(corpus, _CLASSES, "BENIGN")])
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = judge(evaluate, profile, case, home_in_commands=True)
    assert not result.block, [m.reason for m in result.matches]
