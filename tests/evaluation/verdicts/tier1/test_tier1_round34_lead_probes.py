"""Round 34, the lead's fixes (issue 25): probes in ``corpus_round34_lead.py`` (see its docstring).

Before the fixes (main 7f3b46e): dangerous 14/49 blocked (SECRETS 1/14, DESTROY 5/15, LOADERS 2/14, ORDINARY 6/6),
benign 6/37 false blocks (ORDINARY 6/7: a form field read as a file, the private token exchange, ``sed -Ei.bak``, the
vendors' other names, the constraints URL). On the round's merge the last three DESTROY probes (blocked at 7f3b46e)
were open: t4b's sandbox relaxation read a bare ``sandbox`` operand of any program, t3z's stopped-containers listing
read a substitution of two listings. After: 49/49 · 0/37.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round34_lead as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("SECRETS", "DESTROY", "LOADERS", "ORDINARY")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
