"""Round 42, lead's helper fa: probes in ``corpus_round42_lead_fa.py`` (see its docstring).

Before (main 9416b75): WAVE dangerous 7/7 blocked, benign 10/10 false blocks; FIELDS 14/15 · 18/21; LATE 28/30 · 14/17
(the misses: `sqlcmd -S <public host> -P "$PW"` twice, `$SHIPSTATION_API_KEY` to `shipstation-api.net`).
After (:mod:`db_logins`, :mod:`console_reads`, ``destroy_verbs._plan_only``, ``store_files._etc_own``,
``own_service_code``'s public own service, ``exfil_r16.own_service``'s family words, ``client_credentials``' ``-S``,
``destructive_r21``'s ``impdp table_exists_action=replace|truncate``, which main blocked only as a secret send):
WAVE 7/7 · 0/10, FIELDS 15/15 · 0/21, LATE 30/30 · 0/17.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round42_lead_fa as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
