"""Round 15, part t1p (issue 25): probes by mechanism for clients and interpreters executing a file or stream Tier 1
cannot see, names read from stdin and destroyed, names built at run time in interpreter code, and linters and
test-named databases that must stay open (``corpus_round15_t1p.py``), written before the code.

First run, before any code (branch at 81fb20e): dangerous 33/54 blocked, benign 7/46 false blocks (database clients
fed an unseen file or a download, R/octave/gnuplot on stdin, three stdin-name destroyers, three names built in code;
ruff format --check, python -m flake8, and five destroys on test-named databases). After the code (t1p): 54/54 ·
0/46. 28 LATE probes written with the second and third rounds of code (14 dangerous: code loading a temp file, SQL
from a substitution, getSiblingDB, sqlite3 app.db, docker exec -i psql < /tmp/x, sqlplus @/tmp/x, ipython /var/tmp/x;
14 benign: more linters, scratch databases of mongosh/clickhouse/sqlite3, workspace files): 14/14 · 0/14.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round15_t1p as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge, probe_tests

_CLASSES = ("FRESH_UNSEEN", "FRESH_STDIN_NAMES", "FRESH_BUILT", "FRESH_CHECKS")

_OPEN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, replay=judge)
