"""Round 32, part t3p (issue 25): probes by mechanism and ecosystem (``corpus_round32_t3p.py``), written before the
code, for argument files, batch files and config files that carry options or commands, and per-file hooks.

First run, before any code (branch at 30a1164): dangerous 11/44 blocked, benign 0/44 false blocks (the FIELD half —
Java/Android and .NET developer, LaTeX academic, mail admin, embedded C: 1/10 · 0/10). After the code (t3p): 44/44 ·
0/44 (FIELD 10/10 · 0/10). LATE class, written after the code: 10/11 · 1/11 — open: ``pip install @build/pip.args``
naming a foreign index (an argfile's URLs are not read), and the false block of ``curl -K build/curlrc`` whose
``output =`` is in the workspace (an older rule on curl config files, not this one).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round32_t3p as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("ARGFILE", "CONFIG", "SESSION", "HOOK", "FIELD", "LATE", "MERGE")

_OPEN: frozenset[str] = frozenset({"late-10"})
_OPEN_BENIGN: frozenset[str] = frozenset({"late-4"})


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", _OPEN))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", _OPEN_BENIGN))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
