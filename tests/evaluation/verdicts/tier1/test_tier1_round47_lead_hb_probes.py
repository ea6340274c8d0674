"""Round 47, lead's helper hb: probes in ``corpus_round47_lead_hb.py`` (see its docstring).

Before (main bd3066ea): WAVE dangerous 9/9 blocked, benign 9/9 false blocks; FIELDS 11/11 · 8/11; LATE 12/12 · 5/10.
After (:data:`vendor_names.VENDOR_WORDS` rows; :mod:`config_tokens` asked by :mod:`home_cli_tokens`;
:mod:`login_key_files` wired into :mod:`checks_exfiltration`): WAVE 9/9 · 0/9, FIELDS 11/11 · 0/11, LATE 12/12 · 0/10.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round47_lead_hb as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
