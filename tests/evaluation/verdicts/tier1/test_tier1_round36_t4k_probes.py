"""Round 36, t4k: probes in ``corpus_round36_t4k.py`` (see its docstring).

First run (main ba8ff10, before code): FIELDS dangerous 25/30 blocked, benign 2/24 false blocks
(``PYTHONSTARTUP=.pythonrc.py python3 -c …``, ``git config core.hooksPath .husky``); DEV 0/2 · 0/1. Misses: an
emacs ``--load`` of /tmp (a reader's long loader option), ``--addons-path /tmp/a`` of an unknown program, a download
place of the home (``--plugin-dir ~/Downloads/p``), a temp variable (``"$TMPDIR/p"``), a workload's
``FOO_PLUGIN_PATH=/mnt/shared/p``. After :mod:`loader_names` (and the two openings): 30/30 · 0/24, DEV 2/2 · 0/1;
LATE (written after the code) 31/31 · 0/11 (at main 22/31 · 3/11).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round36_t4k as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_params
from tests.evaluation.verdicts.tier1.test_tier1_round16_t1s_probes import _session

_CLASSES = ("FIELDS", "DEV", "LATE")


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", frozenset()))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", frozenset()))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _session(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
