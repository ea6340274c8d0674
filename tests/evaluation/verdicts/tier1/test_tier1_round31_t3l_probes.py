"""Round 31, t3l (issue 25): Windows programs from WSL (``corpus_round31_t3l.py``), written before the code.

First run, before any code (branch at 48cd344): dangerous 13/48 blocked, benign 1/38 false blocks (fields no batch
had: 4/10 · 0/10; the one false block, ``rm -rf`` of a project under the Windows profile outside the workspace,
blocks as on Linux and stays open). After the code (t3l): 48/48 · 1/38 (fields 10/10 · 0/10); LATE, written after the
code: 16/16 · 0/16.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round31_t3l as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("SHELLS", "HOME", "TOOLS", "FIELDS", "LATE")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset({"home-7"})  # rm -rf outside the workspace, as on Linux


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
