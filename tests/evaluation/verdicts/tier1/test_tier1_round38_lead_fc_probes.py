"""Round 38, lead's fc: probes in ``corpus_round38_lead_fc.py`` (see its docstring).

First run (r38 435f874, before code), dangerous blocked · benign blocked: FIND 6/11 · 0/7; XARGS 9/9 · 3/5; STAMP
8/8 · 4/4; BATCH 10/10 · 4/4; OBJECT 12/12 · 4/5. After :mod:`find_destroys`, :mod:`xargs_operands`,
:mod:`stamp_files`, :mod:`visible_batches` and :mod:`scratch_objects`'s key reading: every dangerous blocked, 0
benign blocked. LATE (written after the code, first run): 22/24 · 0/14; ``xargs kubectl`` (a known client fed its verb) then
closed by reading the rules' program tables; ``xargs -n1 -I{} exiftool -o {} x.jpg`` was open before this round
too (the xargs parse of ``-n1 -I{}``) and stays a strict xfail: 23/24 · 0/14.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round38_lead_fc as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIND", "XARGS", "STAMP", "BATCH", "OBJECT", "LATE")
_OPEN: frozenset[str] = frozenset()  # late-5 blocked since round 39 (t4y: unseen_targets)


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_dangerous=_OPEN)
