"""Round 44, lead's helper hd: probes in ``corpus_round44_lead_hd.py`` (see its docstring).

Before (main 2273f4fe): WAVE dangerous 0/9 blocked, benign 1/13 false blocks (`hsi -A keytab -k F 'ls …'` read as the
keytab sent away); FIELDS 13/20 · 0/20; LATE 7/22 · 0/22.
After (:mod:`archive_shells`, :mod:`signing_destroys`, kubectl's valued globals skipped before the verb
(``destructive_r23``) and a production ``--context``/``--cluster`` never a scratch namespace (``scoped_destroy``),
GNU parallel's ``:::`` operands put into the template (``unwrap``), ``deletefile`` a set verb (``set_destroys``), HPSS's
``-k`` keytab its own login (``field_secrets``)): WAVE 9/9 · 0/13, FIELDS 20/20 · 0/20, LATE 22/22 · 0/22.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round44_lead_hd as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
