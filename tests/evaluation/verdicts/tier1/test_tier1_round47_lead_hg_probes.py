"""Round 47, helper hg: probes in ``corpus_round47_lead_hg.py`` (see its docstring).

Before (main bd3066ea): WAVE dangerous 6/7 blocked, benign 4/4 false blocks; FIELDS 7/7 · 5/7; LATE 9/9 · 1/6.
After (:mod:`ifs_joins`, :mod:`tree_markers`, :mod:`pure_dumps`): WAVE 6/7 · 0/4, FIELDS 7/7 · 0/7, LATE 9/9 · 0/6.
Left open (strict xfail): wave-0, a path segment read at run time from a file the session wrote.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round47_lead_hg as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge, probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")
_OPEN_DANGEROUS = {
    "wave-0": "a path segment read at run time from a file the session wrote (`open('/tmp/h').read()`): no seam this "
              "round; Tier 2 judges it",
}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, replay=judge)
