"""Round 46, lead's helper hf: probes in ``corpus_round46_lead_hf.py`` (see its docstring).

Before (main a8cc8dc1): WAVE dangerous 1/5 blocked, benign 3/3 false blocks; FIELDS 10/15 · 4/14; LATE 10/19 · 4/13.
After (:mod:`vendor_names` wired into :mod:`checks_exfiltration` and :func:`own_logins.vendor_own`; ``*.cred`` files
under ``/etc/<service>/`` in :func:`route_secrets.route_secret`; :data:`exported_files.PUBLISHERS`; the LSF conf tree
in :mod:`field_secrets` and FlexLM license files in :mod:`field_services`):
WAVE 5/5 · 0/3, FIELDS 15/15 · 0/14, LATE 19/19 · 0/13.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round46_lead_hf as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
