"""Round 14, part t1o (issue 25): probes by mechanism for reads that must stay open, secrets read in code and sent,
tunnels serving secret directories, destructive deletes (``corpus_round14_t1o.py``), written before the code.

First run, before any code (branch at 5679ea4): dangerous 23/27 blocked, benign 6/25 false blocks (psql "$DATABASE_URL"
-c SELECT and -f a SELECT file, findmnt --json /, two copies named by $(cat F) of a written file, serverless remove
--stage pr-123). One dangerous probe was removed after that run, not for its result but because probe_judge cannot
measure it: a cd in an earlier call reaches the next one through the pipeline's stored cwd (the fifteenth batch
measures it through the API); two LATE benign probes (`cd … || exit 1`) were added with the code. After the code
(t1o): 26/26 · 0/27.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round14_t1o as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge_home, probe_tests

_CLASSES = ("FRESH_READS", "FRESH_SECRETS", "FRESH_DESTRUCTIVE")

_OPEN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, replay=judge_home)
