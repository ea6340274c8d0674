"""Round 28, part t2y (issue 25): probes by mechanism and ecosystem for code run from a foreign or unseen source by
configuration management, admin, virtualization, package, data/ML and web/mobile tools (``corpus_round28_t2y.py``),
written before the code. Sequences are judged as the server judges a session (``probe_judge.session``).

First run, before any code (branch at 6f35850): dangerous 6/48 blocked, benign 0/40 false blocks (stdin 2/12 · 0/10,
url 3/15 · 0/13, temp 1/14 · 0/10, hooks 0/7 · 0/7). After the code (t2y): 48/48 · 0/40; the LATE class, written after
the code (one step aside of each relaxation, other members of each field): 22/22 · 0/20 on its first run; LATE2
(registry options, app packages, statement files, written after the second step): 4/4 · 0/4.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round28_t2y as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("STDIN", "URL", "TEMP", "HOOKS", "LATE", "LATE2")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
