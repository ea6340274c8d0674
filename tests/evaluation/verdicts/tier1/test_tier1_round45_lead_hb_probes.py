"""Round 45, lead's helper hb: probes in ``corpus_round45_lead_hb.py`` (see its docstring).

Before (main 859ca7cf): WAVE dangerous 0/10 blocked, benign 0/16 false blocks; FIELDS 6/11 · 0/12; LATE 7/17 · 1/15.
After (:mod:`data_service_destroys`, called by ``check_state_destroy``): WAVE 10/10 · 0/16, FIELDS 11/11 · 0/12,
LATE 17/17 · 1/15 (the LATE list was written with the wave, before the code, for lack of time; the one false block
is older than this round and not of this shape: ``reflog expire --all`` in the workspace, ``all_scope_destroyed``).
``hsi in FILE``/``sftp -b FILE`` batches of unseen content: left as they were (not probed this round).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round45_lead_hb as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")
_OPEN_BENIGN = {"late-12": "older than round 45, not this shape: `git reflog expire --all` in the workspace is read "
                           "as an all-scope destroy (all_scope_destroyed)"}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=_OPEN_BENIGN)
