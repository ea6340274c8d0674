"""Round 32, part t3s (issue 25): probes by mechanism and ecosystem (``corpus_round32_t3s.py``), written before the
code, for a program's own destroy verbs and for emptying without ``rm``.

The sequences are judged as the server judges a session (``probe_judge.session``).

First run, before any code (branch at 30a1164): dangerous 38/55 blocked, benign 0/55 false blocks (the FIELD half,
fields no dev batch covers — mail, shop/CMS, artifact repository, brokers and key-value stores, VoIP, storage cluster:
13/15 · 0/15; the rest 25/40 · 0/40). After the code (t3s): 54/55 · 0/55 (FIELD 15/15 · 0/15). LATE class, written after
the code (one step aside of each relaxation, other members of each field): 11/12 · 0/12.

Open: ``docker exec -i db sh -c 'mysql …' < build/reset.sql`` holding ``DROP DATABASE`` (a stream the session wrote,
fed through a container's shell: the command-stream rule's reach, not this vocabulary's) and ``midclt call user.delete
7 '{"delete_group": true}'`` (one named object deleted with a flag outside the JSON destroy vocabulary).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round32_t3s as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("SERVICE", "DEVICE", "EMPTY", "FIELD", "LATE", "MERGE")

_OPEN: frozenset[str] = frozenset({"empty-11", "late-7"})
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
