"""Round 35, t4g: probes in ``corpus_round35_t4g.py`` (see its docstring).

Before the code (main ba2331a): FIELDS dangerous 19/37 blocked, benign 4/39 false blocks (``openvpn --config
client.ovpn`` twice, read as sending the profile; ``mlflow run https://github.com/…`` and ``pdflatex /tmp/x.tex``,
blocked by earlier deliberate rules — replaced by work-tree twins). After: FIELDS 37/37 · 0/39; LATE (written after
the code) 29/29 · 0/17.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round35_t4g as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("FIELDS", "DEV", "LATE")
_OPEN_DANGEROUS: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", _OPEN_DANGEROUS))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", _OPEN_BENIGN))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
