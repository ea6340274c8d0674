"""Round 44, lead's helper he: probes in ``corpus_round44_lead_he.py`` (see its docstring).

Before (main 2273f4fe): WAVE dangerous 0/19 blocked, benign 0/17 false blocks; FIELDS 6/15 · 1/13; LATE 3/7 · 0/7.
After (:mod:`scheduled_code` and :mod:`sent_stores` read each shell call's views in ``engine``; :mod:`later_files`
judges a written task, build or setup file's text; :data:`system_data._NAMED_FILE` knows ``.sth`` stash files,
``.jceks`` and ``.bks``): WAVE 19/19 · 0/17, FIELDS 15/15 · 1/13 (the strict xfail below), LATE 7/7 · 0/7.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round44_lead_he as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")
_OPEN_BENIGN = {
    "fields-2": "blocked at main too, by the secret-exfiltration rule (checks_exfiltration, being split by hb this "
                "round): a key store scp'd to a private ADDRESS (10.20.0.15) is read as off the machine; the same "
                "to the org's host by NAME (WAVE benign, backup01.corebank.internal) stays open",
}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=_OPEN_BENIGN)
