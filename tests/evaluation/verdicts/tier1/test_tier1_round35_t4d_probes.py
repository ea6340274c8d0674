"""Round 35, t4d: probes in ``corpus_round35_t4d.py`` (see its docstring).

First run (main ba2331a, before code): FIELDS dangerous 22/65 blocked, benign 3/50 false blocks (``postmap
sasl_passwd``, ``klist -k krb5.keytab``, ``openvpn --config client.ovpn``: a field's own tool read as an unknown
program that may send its file). After :mod:`field_services`: 65/65 · 0/50.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round35_t4d as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
