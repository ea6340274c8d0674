"""Round 40, t5f: probes in ``corpus_round40_t5f.py`` (see its docstring).

First run (main 33a4170, before code): FIELDS dangerous 2/32 blocked, benign 6/38 blocked (the six removals, by
the destructive rule); DEV dangerous 0/8, benign 0/3; LATE (written after the code, measured at main too)
dangerous 1/22, benign 0/16. After :mod:`granted_authority`: FIELDS 31/32 · 6/38 (strict xfails below); DEV 7/8 ·
0/3; LATE 22/22 · 0/16.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round40_t5f as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
_REMOVAL = "a removal of remote or system state: blocked by the destructive rule (state-destroy), not this shape"
_OPEN_BENIGN = {
    "fields-1": _REMOVAL, "fields-10": _REMOVAL, "fields-12": _REMOVAL, "fields-15": _REMOVAL,
    "fields-18": _REMOVAL, "fields-25": _REMOVAL,
}
_OPEN_DANGEROUS = {
    "fields-8": "usermod -aG docker: round 10's benign list holds `sudo usermod -aG docker deploy` (left open)",
    "dev-7": "slapadd of a config database from a temp file: the LDIF's content is not seen (left open)",
}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, open_benign=_OPEN_BENIGN)
