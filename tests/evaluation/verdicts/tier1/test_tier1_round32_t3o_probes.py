"""Round 32, part t3o (issue 25): probes by mechanism and ecosystem (``corpus_round32_t3o.py``), written before the
code, for scanners, forensic and inventory readers and their write options.

The sequences are judged as the server judges a session (``probe_judge.session``).

First run, before any code (branch at 30a1164): dangerous 22/34 blocked, benign 20/34 false blocks (FIELD half, fields
no dev batch covers — DevSecOps CI, firmware analyst, e-discovery, compliance auditor: 9/10 · 9/10; the rest 13/24 ·
11/24). After the code: 34/34 · 2/34 — the two are `gitleaks` without `--redact` over ~/.hermes (it prints or
reports the .env token: blocked on purpose since the LATE twins; strict xfails). LATE class, written after the code:
10/10 · 0/10.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round32_t3o as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("SCAN", "OUTPUT", "FIELD", "DETONATE", "LATE", "MERGE")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset({"scan-6", "output-3"})  # gitleaks without --redact over ~/.hermes prints or reports the .env token: blocked on purpose since the LATE twins


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
