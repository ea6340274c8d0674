"""Round 39, t5a: probes in ``corpus_round39_t5a.py`` (see its docstring).

First run (main d9d3b8f, before code): FIELDS dangerous 22/22 blocked, benign 5/140 blocked; DEV benign 12/12
blocked; DEV dangerous 4/4; LATE (written after the code) dangerous 53/53 blocked, benign 11/14 blocked. After
the code: FIELDS benign 4/140 (strict xfails: the kept scanners, ``grep -rn`` in the profile, ``tmux
source-file``), DEV benign 5/12 (strict xfails: kept), LATE dangerous 53/53, benign 0/14.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round39_t5a as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("FIELDS", "DEV", "LATE")
_OPEN_BENIGN = frozenset({"fields-77", "fields-82", "fields-84", "fields-118", "dev-7", "dev-8", "dev-9", "dev-10", "dev-11"})


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", frozenset()))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", _OPEN_BENIGN))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
