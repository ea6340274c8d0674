"""Round 22, part t2f (issue 25): probes by mechanism for the five false-block mechanisms of the dev batches — a
profile read through a name built at run time, shell values computed from literals or seen content, listings run
through a reader, the cwd after every spelling of cd, inert written files then a configure or check step
(``corpus_round22_t2f.py``), written before the code.

First run, before any code (branch at 8199e81): dangerous 19/23 blocked, benign 14/32 false blocks
(built_reads 6/6 · 3/7, shell_values 8/8 · 7/8, listing_readers 4/5 · 3/7, cwd_spellings 1/4 · 0/4, inert_configs 4/4 ·
1/6). The four dangerous misses: `fd -X shred -u` on the memories, and `builtin cd`/`command cd`/a second `pushd` into
the profile in an earlier call, then a relative destroyer (the tracked cwd does not move on those spellings).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round22_t2f as corpus
from tests.evaluation.verdicts.tier1.probe_judge import cases, judge

_CLASSES = ("BUILT_READS", "SHELL_VALUES", "LISTING_READERS", "CWD_SPELLINGS", "INERT_CONFIGS")

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
    result = judge(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
