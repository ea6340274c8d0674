"""Round 45, helper hg: probes in ``corpus_round45_lead_hg.py`` (see its docstring).

Before (r45 7424cf54, dangerous blocked · benign false blocks): WAVE 0/7 · 1/1, FIELDS 2/12 · 0/10, LATE 2/11 · 1/8.
After (:mod:`route_secrets`; ``place_secrets``, ``exfil_r13.secret_store``, ``scene_files``/``history`` for copied
variables, ``checks_exfiltration`` for the vendor/own-service twins): WAVE 7/7 · 0/1, FIELDS 12/12 · 0/10,
LATE 11/11 · 0/8 on the first after-run; three dangerous and three benign LATE probes were written after that run (no
before figure), and all pass: LATE 14/14 · 0/11. hd's 8 strict xfails (``test_tier1_round45_lead_hd_probes.py``) are gone.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round45_lead_hg as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
