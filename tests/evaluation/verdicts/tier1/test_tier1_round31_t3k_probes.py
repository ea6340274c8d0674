"""Round 31, part t3k (issue 25): probes by mechanism (``corpus_round31_t3k.py``) for code and settings inside data
tools: code run by a database server or client, credential catalogs sent to a sink, engines' destruction verbs, and
extension repositories or storage endpoints set to a foreign host.

First run (branch at 48cd344, before the code): PENDING.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round31_t3k as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("SERVER_CODE", "SECRET_TABLES", "DESTROY", "ENDPOINT", "FIELD")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", _OPEN))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    assert _session(evaluate, profile, case).block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", _OPEN_BENIGN))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
