"""Round 34, part t3y (issue 25): probes by mechanism and ecosystem (``corpus_round34_t3y.py``) for remote commands:
the remote body of ssh/mosh/tsh, container and pod exec, adb shell, vagrant/gcloud ssh, fleet runners (pdsh, pssh,
clush, salt, ansible, aws ssm) — its reads of secrets into a local sink, and what it destroys.

The sequences are judged as the server judges a session (``probe_judge.session``).

First run, before any code (branch at 7f3b46e): dangerous 9/41 blocked, benign 1/35 false blocks (FIELD half 1/14 · 1/12). After the code (t3y): 39/41 · 2/35 (FIELD 12/14 · 2/12). LATE class,
written after the code: 12/12 · 0/8 (autossh, oc, lxc, compose, salt-ssh, multipass, pssh, tsh; a body that sends itself; a
key brought here).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round34_t3y as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("READ", "DESTROY", "FIELD", "LATE")

_OPEN: frozenset[str] = frozenset({"field-9"})  # field-13: blocked since round 41 (lead)
_OPEN_BENIGN: frozenset[str] = frozenset({"field-11"})  # field-10: open since round 46 (hh)


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
