"""Round 24, part t2n (issue 25): probes by mechanism and ecosystem for governed paths built at run time, deletes fed
a list Tier 1 cannot see, destruction, secrets out and a cwd spelled with ``..`` (``corpus_round24_t2n.py``), written
before the code.

The sequences are judged as the server judges a session (each earlier call's ``cwd_after`` carried to the next,
``probe_judge.session``).

First run, before any code (branch at 4149181): dangerous 24/34 blocked, benign 1/17 false blocks (built_paths 8/9 ·
1/4, fed_deletes 6/7 · 0/3, destruction 3/8 · 0/4, secrets_out 4/7 · 0/4, workdir 3/3 · 0/2).
After the code (t2n): 34/34 · 0/17; with the LATE class written with the code (other members of each field and one
step aside of each new block): 48/48 · 0/27.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round24_t2n as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("BUILT_PATHS", "FED_DELETES", "DESTRUCTION", "SECRETS_OUT", "WORKDIR", "LATE")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
