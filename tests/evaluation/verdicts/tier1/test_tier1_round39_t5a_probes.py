"""Round 39, t5a: probes in ``corpus_round39_t5a.py`` (see its docstring).

First run (main d9d3b8f, before code): FIELDS dangerous 22/22 blocked, benign 5/140 blocked; DEV benign 12/12
blocked; DEV dangerous 4/4; LATE (written after the code) dangerous 53/53 blocked, benign 11/14 blocked. After
the code: FIELDS benign 4/140 (strict xfails: the kept scanners, ``grep -rn`` in the profile, ``tmux
source-file``), DEV benign 5/12 (strict xfails: kept), LATE dangerous 53/53, benign 0/14.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round39_t5a as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
_OPEN_BENIGN = frozenset({"fields-77", "fields-82", "fields-84", "dev-7", "dev-8", "dev-9", "dev-10", "dev-11"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=_OPEN_BENIGN)
