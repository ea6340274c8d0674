"""Round 44, lead: probes in ``corpus_round44_lead_fresh.py`` (see its docstring) — the false block of the fresh post-merge
set (red team 149), mended after it was measured (18/18 · 1/12 → 18/18 · 0/12, not a held-out figure).

Before (r44 9eb8f410): WAVE benign 1/1 false blocks; FIELDS 5/5 · 4/4; LATE 5/5 · 2/2.
After (:mod:`store_secret_ids` via ``store_files.store_token_to_own_host``): WAVE 0/1; FIELDS 5/5 · 0/4; LATE 5/5 · 0/2.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round44_lead_fresh as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
