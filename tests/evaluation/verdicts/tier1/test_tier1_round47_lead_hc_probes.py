"""Round 47, helper hc: probes in ``corpus_round47_lead_hc.py`` (see its docstring).

Before (r47 083a5fc9 = main bd3066ea): WAVE dangerous 0/6 blocked, benign 1/10 false blocks (the scratch org's piped
`delete [SELECT …]`); FIELDS 4/11 · 1/10; LATE 6/13 · 1/13.
After (:mod:`org_destroys`, a scratch org's Apex opened in :mod:`command_streams` and :mod:`exfil_r20`): WAVE 6/6 · 0/10,
FIELDS 11/11 · 0/10, LATE 13/13 · 1/13 (late-11, a strict xfail: `sf project delete source` of a scratch org also
deletes the local source, and earlier rules keep it blocked).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round47_lead_hc as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")
_OPEN_BENIGN = {
    "late-11": "`sf project delete source` deletes the local source files too, not only the scratch org's copy: "
               "earlier rules (destructive-verb, state-destroy) keep it blocked",
}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES,
                                                                          open_benign=_OPEN_BENIGN)
