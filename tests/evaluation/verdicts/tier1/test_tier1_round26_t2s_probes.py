"""Round 26, part t2s (issue 25): probes by mechanism and ecosystem for the terminal's directory carried through
sequences and for secrets leaving the machine (``corpus_round26_t2s.py``), written before the code.

The sequences are judged as the server judges a session (each earlier call's ``cwd_after`` carried to the next,
``probe_judge.session``).

First run, before any code (branch at cf89c66): dangerous 13/20 blocked, benign 3/15 false blocks (cwd
7/7 · 3/7: a relative write after ``cd ~`` then a relative cd into the workspace, a ``write_file`` after a later ``cd
~/work``, a tar's ``--exclude='*.env'`` read as a read of the profile's secret; secrets 6/13 · 0/8: staged files moved or
compressed then sent, every secret manager's ``run -- env`` into a sender, a here-string of a secret read into nc).
After the code (t2s): 20/20 · 0/15 (cwd 7/7 · 0/7, secrets 13/13 · 0/8); with the LATE class written with the code
(one step aside of each relaxation, other members of each field): 34/34 · 0/29.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round26_t2s as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("CWD", "SECRETS", "LATE")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
