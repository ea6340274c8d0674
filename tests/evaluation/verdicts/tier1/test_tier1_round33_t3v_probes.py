"""Round 33, part t3v (issue 25): probes by mechanism and ecosystem (``corpus_round33_t3v.py``), written before the
code, for project templates, workflows and packages fetched from a foreign host or an unknown owner.

The sequences are judged as the server judges a session (round 16's ``_session``).

First run, before any code (branch at 60664f2): dangerous 22/40 blocked, benign 1/40 false blocks (the FIELD half,
fields no dev batch covers — GIS, data journalism, FPGA lab, game mods, ML team: 6/8 · 0/8; the rest 16/32 · 1/32).
After the code (t3v): 39/40 · 1/40 (FIELD 8/8 · 0/8).

Open: ``npx tiged e-io/starter app && cd app && npm install`` (a copy, then an install in the copied directory: the
install's lifecycle scripts are the clone-then-run rule's reach, not this vocabulary's).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round33_t3v as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("SCAFFOLD", "WORKFLOW", "PACKAGE", "FIELD")

_OPEN: frozenset[str] = frozenset({"scaffold-9"})
_OPEN_BENIGN: frozenset[str] = frozenset({"package-7"})


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", _OPEN))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", _OPEN_BENIGN))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
