"""Round 43, lead's helper gb: probes in ``corpus_round43_lead_gb.py`` (see its docstring).

Before (main 9416b75): WAVE dangerous 3/3 blocked, benign 10/10 false blocks; FIELDS 12/12 · 10/12; LATE 18/18 · 8/9.
After (:mod:`sql_objects`/:mod:`sql_scratch` read sqlcmd and `dbo.`, :mod:`testhost_deletes`, :mod:`session_made`'s
strict makers, :mod:`runtime_reads`' staged `~/`, :mod:`decoded_names`, :mod:`venv_paths`): WAVE 3/3 · 2/10 (the two
strict xfails below), FIELDS 12/12 · 0/12, LATE 18/18 · 0/9.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round43_lead_gb as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
