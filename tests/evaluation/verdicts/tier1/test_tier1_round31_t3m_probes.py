"""Round 31, part t3m (issue 25): probes by mechanism and ecosystem (``corpus_round31_t3m.py``), written before the
code, for command streams (batch files, stdin, pipes, ``xargs``/``parallel``/``while read``) fed to CLIs that take
their commands from them.

The sequences are judged as the server judges a session (round 16's ``_session``).

First run, before any code (branch at 48cd344): FIGURES_BEFORE.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round31_t3m as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("STREAM", "CONFIRM", "LISTED", "FIELD")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", _OPEN))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", _OPEN_BENIGN))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
