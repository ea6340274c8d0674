"""Round 29, part t3c (issue 25): probes by mechanism and ecosystem (``corpus_round29_t3c.py``), written before the
code, for a persistent variable pointing at a temporary directory or a foreign host, a build configuration appended
with a foreign mirror, remote data wiped by syncing an empty directory onto it.

The sequences are judged as the server judges a session (``probe_judge.session``).

First run, before any code (branch at 86edaef): dangerous 2/17 blocked, benign 1/16 false blocks (rcvar 2/8 · 1/7 —
``MESON_BUILD_TYPE`` read as an ``LD_`` loader variable —, buildconf 0/4 · 0/4, emptysync 0/5 · 0/5).
After the code (t3c): 17/17 · 0/16. SECRETNAME (the name vocabulary of credential stores, written with its code):
5/5 · 1/6 — the one left: ``itch-sync --creds-file ~/.config/itch/butler_creds status``, a program Tier 1 does not
know given a credential file counts as sending it (round 16's rule for every credential file; a ``*signing_key*``
name was dropped for this reason after it cost the 59th's ``espsecure.py verify_signature --keyfile …``). LATE class, written after the code (one step aside of each relaxation, other members of each field):
7/7 · 1/7 — the one left: ``export DOCS_LINK=https://docs.python.org/3/`` appended to ``~/.profile``: a URL on a
public host that is no package source counts as foreign, whatever the variable (``_OPEN_BENIGN``).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round29_t3c as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("RCVAR", "BUILDCONF", "EMPTYSYNC", "SECRETNAME", "LATE")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset({"secretname-2"})  # late-2 opened by round 40 (t5g, rc_langs._reference)


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
