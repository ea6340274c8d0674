"""Round 44, lead's helper hf: probes in ``corpus_round44_lead_hf.py`` (see its docstring).

Before (main 2273f4fe): WAVE dangerous 6/6 blocked, benign 23/23 false blocks; FIELDS 22/22 · 17/20; LATE 23/23 · 11/12.
After (:mod:`tmp_scratch_names`, :mod:`sql_made`, :mod:`session_made` (zowe), :mod:`rc_settings`, :mod:`cron_appends`,
:mod:`cli_tokens`, :mod:`session_diffs`, and narrow edits of :mod:`own_service_code`, :mod:`granted_authority`,
:mod:`tool_loads`, :mod:`field_secrets`, :mod:`store_files`): WAVE 6/6 · 0/23, FIELDS 22/22 · 0/20, LATE 23/23 · 0/12.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round44_lead_hf as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
