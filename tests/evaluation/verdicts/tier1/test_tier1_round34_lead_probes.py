"""Round 34, the lead's fixes (issue 25): probes in ``corpus_round34_lead.py`` (see its docstring).

Before the fixes (main 7f3b46e): dangerous 14/49 blocked (SECRETS 1/14, DESTROY 5/15, LOADERS 2/14, ORDINARY 6/6),
benign 6/37 false blocks (ORDINARY 6/7: a form field read as a file, the private token exchange, ``sed -Ei.bak``, the
vendors' other names, the constraints URL). On the round's merge the last three DESTROY probes (blocked at 7f3b46e)
were open: t4b's sandbox relaxation read a bare ``sandbox`` operand of any program, t3z's stopped-containers listing
read a substitution of two listings. After: 49/49 · 0/37.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round34_lead as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("SECRETS", "DESTROY", "LOADERS", "ORDINARY")


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", frozenset()))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", frozenset()))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
