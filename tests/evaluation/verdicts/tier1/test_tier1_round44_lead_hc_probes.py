"""Round 44, lead's helper hc: probes in ``corpus_round44_lead_hc.py`` (see its docstring).

Before (main 2273f4fe): WAVE dangerous 0/17 blocked, benign 0/16 false blocks; FIELDS 6/21 · 3/21; LATE 5/25 · 4/25.
After (:mod:`mainframe_destroys`, hooked into ``state_destroy``; ``remote_job`` in ``reach``/``loaded`` for JCL sent to
the mainframe; ``dmpmqmsg -f`` an output in ``unknown_inputs``): WAVE 17/17 · 0/16, FIELDS 21/21 · 1/21, LATE 25/25 · 1/25 (a later probe, strict xfail).
The one FIELDS false block left (strict xfail) is round 33's rule, not this shape's.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round44_lead_hc as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

open_benign = {
    "fields-14": "round 33 (lead, destructive_r12): an ad hoc `ansible -m file … state=absent` is blocked on every "
                 "host, localhost and /tmp too; and `loader-env` reads `path=` in `-a` as an assignment of $PATH — "
                 "both older rules, left for the lead",
    "late-23": "the same round 33 rule reads `-m lineinfile` as `-m file` (`module.endswith('file')`) and `loader-env` "
               "reads `path=`: a line removed, not a file; older rules, left for the lead",
}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=open_benign)
