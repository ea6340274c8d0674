"""Round 42, lead's helper fc: probes in ``corpus_round42_lead_fc.py`` (see its docstring).

Before (main 9416b75): WAVE dangerous 0/8 blocked, benign 0/6 false blocks; FIELDS 8/15 · 0/16; LATE 7/19 · 0/17.
After (:mod:`system_data`'s wallets, password files and application configs; :mod:`paths`' ``/home/$USER``;
:mod:`templates_fed`; :mod:`store_wipes`; :mod:`registry_deletes`): WAVE 8/8 · 0/6, FIELDS 15/15 · 0/16, LATE 19/19 ·
0/17 (six LATE benigns were written after a first cut blocked two of them: ``password_policy.txt``, a
``connect_to_local()`` store).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round42_lead_fc as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
