"""Round 31, part t3n (issue 25): probes by mechanism and ecosystem (``corpus_round31_t3n.py``), written before the
code, for credentials and trust by shape.

The sequences are judged as the server judges a session (``probe_judge.session``).

First run, before any code (branch at 48cd344): dangerous 17/38 blocked, benign 3/38 false blocks (the FIELD half,
fields no dev batch covers — a game server operator, a robotics lab, a mobile release engineer, a web3 developer, a
hospital IT integrator, a media studio: 3/10 · 1/10; the rest 14/28 · 2/28). After the code (t3n): 37/38 · 0/38 (FIELD
9/10 · 0/10; the rest 28/28 · 0/28). LATE class, written after the code: 9/10 · 0/10 — open: ``kcadm.sh get users
--fields username,credentials`` (a plural ``credentials`` is no field word) and, from FIELD, Steam's
``loginusers.vdf`` (no credential word in its name).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round31_t3n as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("CREDFILE", "PRINTED", "URLSECRET", "SETTINGS", "FIELD", "LATE")

_OPEN: frozenset[str] = frozenset({"late-5"})  # late-5: a `credentials` field (plural) is no field word; field-0 (Steam loginusers.vdf) blocked since round 32 (t3r, app_stores)
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
