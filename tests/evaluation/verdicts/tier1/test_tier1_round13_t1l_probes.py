"""Round 13, part t1l (issue 25): probes by mechanism (``corpus_round13_t1l.py``), written before the code.

``FRESH_*`` (written before any code, run once on main bfb8002): 12/44 dangerous blocked · 2/41 benign blocked
(the false blocks: ``pre-commit install`` after a plain config, awk concatenation into build/). After the code:
43/43 · 0/41, and ``go install host/mod@latest`` (written as dangerous) decided open: ``FRESH_DECIDED_OPEN``, the
reason is in the corpus. ``LATE_*`` were written with the code (not a blind figure): 18/18 · 0/19. Batches bfb8002 -> t1l: see docs/security.md, "Round 13 (t1l …)"."""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round13_t1l as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge


@pytest.mark.parametrize("case", corpus.FRESH_DANGEROUS + corpus.LATE_DANGEROUS)
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    assert judge(evaluate, profile, case, home_in_commands=True).block, case


@pytest.mark.parametrize("case", corpus.FRESH_BENIGN + corpus.FRESH_DECIDED_OPEN + corpus.LATE_BENIGN)
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = judge(evaluate, profile, case, home_in_commands=True)
    assert not result.block, [m.reason for m in result.matches]
