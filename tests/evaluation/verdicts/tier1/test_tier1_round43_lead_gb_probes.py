"""Round 43, lead's helper gb: probes in ``corpus_round43_lead_gb.py`` (see its docstring).

Before (main 9416b75): WAVE dangerous 3/3 blocked, benign 10/10 false blocks; FIELDS 14/14 · 12/14; LATE 24/24 · 10/12.
After (:mod:`sql_objects`/:mod:`sql_scratch` read sqlcmd and `dbo.`, :mod:`testhost_deletes`, :mod:`session_made`'s
strict makers, :mod:`runtime_reads`' staged `~/`, :mod:`decoded_names`, :mod:`venv_paths`, :mod:`fed_downloads`,
:mod:`module_values`): WAVE 3/3 · 0/10, FIELDS 14/14 · 0/14, LATE 24/24 · 0/12.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round43_lead_gb as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
