"""Round 45, lead's helper he: probes in ``corpus_round45_lead_he.py`` (see its docstring).

Before (r45 abc8440e = main 859ca7cf): WAVE dangerous 0/9 blocked, benign 2/3 false blocks; FIELDS 3/15 · 2/14;
LATE 8/13 · 1/11.
After (:mod:`foreign_origin` and :mod:`foreign_runners` read each shell call's views in ``engine``; :mod:`later_files`
knows Airflow DAGs; :mod:`rc_sources` opens own-host toolchain sources in start-up lines; :mod:`staged_writes` no
longer reads ``…-scripts', version=`` as ``scripts.version=``): WAVE 9/9 · 0/3, FIELDS 15/15 · 0/14, LATE 13/13 · 0/11.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round45_lead_he as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
