"""Round 45, helper hd: probes in ``corpus_round45_lead_hd.py`` (see its docstring).

Before (r45 abc8440e): WAVE dangerous 0/7 blocked, benign 5/5 false blocks; FIELDS 6/6 · 6/7; LATE 10/10 · 5/5.
After (:mod:`loopback_tokens`, :data:`home_cli_tokens.VENDOR_DOMAINS`, ``client_credentials``' property options and
broker hosts): WAVE 0/7 · 1/5 (then strict xfails), FIELDS 6/6 · 0/7, LATE 10/10 · 0/5.
Round 45 (hg, :mod:`route_secrets`): WAVE 7/7 · 0/5 — the xfails are gone (``corpus_round45_lead_hg.py``).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round45_lead_hd as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")
test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
