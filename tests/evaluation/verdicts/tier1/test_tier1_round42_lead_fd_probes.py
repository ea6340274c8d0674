"""Round 42, lead's helper fd: probes in ``corpus_round42_lead_fd.py`` (see its docstring).

Before (main 9416b75): WAVE dangerous 0/10 blocked, benign 0/6 false blocks; FIELDS 8/14 · 1/12; LATE 8/15 · 2/11.
After (:mod:`run_later`, :mod:`service_starts`; ``build_file_writes``' Dockerfile secret steps, ``loaded``'s shadows
and same-command scripts, ``env_roots``' folded literals): WAVE 10/10 · 0/6, FIELDS 14/14 · 1/12, LATE 15/15 · 2/11
(the last two LATE dangerous were written after the batch replay: a ``write_file`` into a ``start.d``, a ``-b`` JSON
body holding the code).
The three false blocks left were blocked at main by earlier rounds' rules, not this round's shapes (strict xfails).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round42_lead_fd as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

_OPEN_BENIGN = {
    "fields-1": "blocked at main (exec-vector): any line appended to environment.d is a start-up write (round 12's rule)",
    "late-6": "blocked at main (exec-vector): a requirements file's direct URL on a private name (round 34's rule)",
}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=_OPEN_BENIGN)
