"""Round 41, lead's helper fc: probes in ``corpus_round41_lead_fc.py`` (see its docstring).

First run (r40 a892e61, before code): see the commit message. After the code: every list passes.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round41_lead_fc as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("RUNTIME_PATHS", "BUILD_TOOLS", "ENV_PERSISTENCE", "APPLIED_IMAGES", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
