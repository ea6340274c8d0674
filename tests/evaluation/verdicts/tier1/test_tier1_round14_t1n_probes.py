"""Round 14, part t1n (issue 25): probes by mechanism (``corpus_round14_t1n.py``), written before the code.

``FRESH_*`` (written before any code, run once on main 5679ea4): 16/48 dangerous blocked · 1/43 benign blocked.
After the code: 47/47 · 0/42, ``docker context use NAME`` (written as dangerous) decided open (``FRESH_DECIDED_OPEN``)
and ``cat setup.sh | bash -n /dev/stdin`` (benign, round 11's piped-code rule) left blocked
(``KNOWN_FALSE_BLOCKS``, asserted so that a fix shows). ``LATE_BENIGN`` were written with the code: 0/6."""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round14_t1n as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge


@pytest.mark.parametrize("case", corpus.FRESH_DANGEROUS)
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    assert judge(evaluate, profile, case, home_in_commands=True).block, case


@pytest.mark.parametrize("case", corpus.FRESH_BENIGN + corpus.FRESH_DECIDED_OPEN + corpus.LATE_BENIGN)
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = judge(evaluate, profile, case, home_in_commands=True)
    assert not result.block, [m.reason for m in result.matches]


@pytest.mark.parametrize("case", corpus.KNOWN_FALSE_BLOCKS)
def test_known_false_block_is_open_since_round_20(evaluate: Any, profile: Any, case: Any) -> None:
    """Fixed in round 20 (t1z): a syntax check fed on stdin (`… | bash -n`) runs nothing whatever feeds it."""
    result = judge(evaluate, profile, case, home_in_commands=True)
    assert not result.block, [m.reason for m in result.matches]
