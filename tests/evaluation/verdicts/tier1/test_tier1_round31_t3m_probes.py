"""Round 31, part t3m (issue 25): probes by mechanism and ecosystem (``corpus_round31_t3m.py``), written before the
code, for command streams (batch files, stdin, pipes, ``xargs``/``parallel``/``while read``) fed to CLIs that take
their commands from them.

The sequences are judged as the server judges a session (``probe_judge.session``).

First run, before any code (branch at 48cd344): dangerous 14/36 blocked, benign 0/36 false blocks (the FIELD half,
fields no dev batch covers — VoIP/telecom, hypervisor and storage, message brokers, caches: 6/12 · 0/12; the rest
8/24 · 0/24). After the code (t3m): 36/36 · 0/36 (FIELD 12/12 · 0/12). LATE class, written after the code (one step
aside of each relaxation, other members of each field): 8/10 · 1/10 — open: ``ssh admin@r1 'write erase'`` and
``birdc down`` (a destroying verb as the program's own words, not in a stream: the destroy rules' vocabulary, not
this rule's), and the false block ``while IFS=, read u g; do id "$u"; done < /tmp/grants.csv`` (``id`` is no verb
of the reading vocabulary that exempts a loop's body).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round31_t3m as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("STREAM", "CONFIRM", "LISTED", "FIELD", "LATE")

_OPEN: frozenset[str] = frozenset()  # late-8 `ssh … write erase`, late-9 `birdc down` block with round 32 (t3s)
_OPEN_BENIGN: frozenset[str] = frozenset({"late-3"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
