"""Round 31, part t3k (issue 25): probes by mechanism (``corpus_round31_t3k.py``) for code and settings inside data
tools: code run by a database server or client, credential catalogs sent to a sink, engines' destruction verbs, and
extension repositories or storage endpoints set to a foreign host.

First run (branch at 48cd344, before the code): dangerous 10/36 blocked, benign 0/28 false blocks (FIELD half, fields
no dev batch covers: 3/8 · 0/8).
After the code (t3k): 36/36 · 0/28 (FIELD 8/8 · 0/8). LATE (written after the code): 8/10 · 1/8. Open:
``rclone --s3-endpoint URL`` as a separate value and ``liquibase --search-path=/tmp/…`` (a program outside the gate's
markers) (``_OPEN``); ``pg_dump app | ssh backup.internal 'cat > …'``, blocked by older secret-exfiltration and
state-destroy readers, not by this round (``_OPEN_BENIGN``).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round31_t3k as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("SERVER_CODE", "SECRET_TABLES", "DESTROY", "ENDPOINT", "FIELD", "LATE")

_OPEN: frozenset[str] = frozenset({"late-8"})  # a separate endpoint value (late-9, liquibase --search-path=/tmp: blocked by round 33 t3u)
_OPEN_BENIGN: frozenset[str] = frozenset({"late-2"})  # pg_dump | ssh: older readers


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
