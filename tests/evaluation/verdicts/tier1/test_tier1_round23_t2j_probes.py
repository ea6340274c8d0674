"""Round 23, part t2j (issue 25): probes by mechanism and ecosystem for programs that run what they read, things
fetched from a foreign place and run or applied, build and CI files written then run, persistence of a
download-and-run, program-valued settings and remotes moved to a foreign host (``corpus_round23_t2j.py``), written
before the code.

First run, before any code (branch at 5aab5da): dangerous 9/34 blocked, benign 0/26 false blocks
(reads_and_runs 1/8 · 0/5, fetched_run 2/9 · 0/6, build_files 1/6 · 0/6, persistence 2/5 · 0/4, trust 3/6 · 0/5).
After the code (t2j): 34/34 · 0/26 (each class all blocked, none of its twins). ``LATE_*`` (8 dangerous, 8 benign) were
written after the code, from members met while coding (schedulers fed a heredoc, go env, VAULT_ADDR, puppet and
ansible cron, GitLab CI and devbox hooks written): they pass, but they are not evidence the way the first run is.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round23_t2j as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge_home, probe_tests

_CLASSES = ("READS_AND_RUNS", "FETCHED_RUN", "BUILD_FILES", "PERSISTENCE", "TRUST", "LATE")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN, replay=judge_home)
