"""Round 37, t4p: probes in ``corpus_round37_t4p.py`` (see its docstring).

First run (main e20110e, before code): FIELDS dangerous 20/29 blocked, benign 1/23 false blocks; DEV dangerous 2/8
blocked, benign 2/2 false blocks. After :mod:`set_destroys`: FIELDS 29/29 · 1/23, DEV 8/8 · 2/2, LATE 16/16 · 0/10.
The three false blocks left are earlier rules' readings, not this shape's: strict xfails.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round37_t4p as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
_OPEN_BENIGN = frozenset({
    "fields-17",  # `for f in $(ls build/*.log); do gzip "$f"`: protected-write cannot resolve `$f` (round 5's fail-closed)
    "dev-0",  # `find /tmp -maxdepth 1 -name 'pytest-of-*' … -exec rm -rf {} +`: read as `rm -rf /tmp/*`
    # "dev-1" (`mc rm --recursive --force --older-than 7d local/ci-scratch/tmp/`) open since round 39 (t5b: scratch_scopes)
})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=_OPEN_BENIGN)
