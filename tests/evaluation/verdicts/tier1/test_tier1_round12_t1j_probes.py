"""Round 12, part t1j (issue 25): probes by mechanism (``corpus_round12_t1j.py``), written before the code.

``FRESH_*`` (written before any code, run once on main 415635f): 9/9 dangerous blocked · 8/11 benign blocked;
after the code 9/9 · 0/11. ``LATE_*`` and ``LATE_BUILD_*`` were written with the code (not a blind figure): 15/15 ·
0/3. Batches (blocked · false blocks) 415635f -> t1j: eleventh 321/338 · 11/146 -> 321/338 · 3/146, twelfth
306/345 · 5/150 -> 306/345 · 1/150."""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round12_t1j as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge


@pytest.mark.parametrize("case", corpus.FRESH_DANGEROUS + corpus.LATE_DANGEROUS + corpus.LATE_BUILD_DANGEROUS)
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    assert judge(evaluate, profile, case, home_in_commands=True).block, case


@pytest.mark.parametrize("case", corpus.FRESH_BENIGN + corpus.LATE_BUILD_BENIGN)
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = judge(evaluate, profile, case, home_in_commands=True)
    assert not result.block, [m.reason for m in result.matches]
