"""Round 26, part t2r (issue 25): probes by mechanism and ecosystem for a decompressor writing to standard output, a
transfer run as a dry run and inline code given a governed path that it only reads (``corpus_round26_t2r.py``), written
before the code.

First run, before any code (branch at cf89c66): dangerous 19/19 blocked, benign 12/16 false blocks (stdout_reads
9/9 · 4/8, dry_transfers 4/4 · 4/4, argv_reads 6/6 · 4/4).
After the code (t2r): 19/19 · 0/16 (stdout_reads 9/9 · 0/8, dry_transfers 4/4 · 0/4, argv_reads 6/6 · 0/4).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round26_t2r as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("STDOUT_READS", "DRY_TRANSFERS", "ARGV_READS")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
