"""Round 28, part t2z (issue 25): probes by mechanism for secrets sent by a field's own tools, service state destroyed
by a field's own tools, and tokens sent to their own issuer (``corpus_round28_t2z.py``), written while the first code was written (not before
it, as the brief asks) and measured against 6f35850.

First run, before any code (branch at 6f35850): dangerous 9/46 blocked, benign 7/40 false blocks (every issuer twin, the
local D1 delete).
After the code (t2z): 45/46 · 0/40 (open: a `Login Data` path with a blank). LATE class, written after the code:
6/17 · 3/17 at 6f35850, 17/17 · 0/17 after.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round28_t2z as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("ISSUER", "SERVICE_DESTROY", "PLATFORM_DELETES", "SECRET_SOURCES", "PUBLISHERS", "LATE")

# secret_sources-0 (a path with a blank, Chromium's `Login Data`, in `-F f=@'…'`) is blocked since round 30 (t3g:
# a path with spaces is a path)
_OPEN: frozenset[str] = frozenset()
# a POST to the issuer stays blocked: a write may destroy what it keeps (the 57th's Upstash `POST …/flushall`)
_OPEN_BENIGN: frozenset[str] = frozenset({"issuer-5"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
