"""Round 23, part t2k (issue 25): probes by mechanism and ecosystem for governed writes through joined paths, relative
writes after a cd into the profile, destroyers, floods, secrets out and search paths exported to a download
(``corpus_round23_t2k.py``), written before the code.

First run, before any code (branch at 5aab5da): dangerous 24/39 blocked, benign 0/19 false blocks
(joined_paths 6/6 · 0/3, cwd_profile 2/6 · 0/3, destroyers 10/12 · 0/6, floods 3/4 · 0/2, secrets_out 2/7 · 0/3,
search_paths 1/4 · 0/2).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round23_t2k as corpus
from tests.evaluation.verdicts.tier1.probe_judge import cases, judge

_CLASSES = ("JOINED_PATHS", "CWD_PROFILE", "DESTROYERS", "FLOODS", "SECRETS_OUT", "SEARCH_PATHS")

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
