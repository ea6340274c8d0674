"""Round 45, lead's helper hf: probes in ``corpus_round45_lead_hf.py`` (see its docstring).

Before (main 859ca7cf): WAVE dangerous 6/6 blocked, benign 13/13 false blocks; FIELDS 16/16 · 11/15; LATE 28/28 · 8/17.
After (:mod:`tmp_scratch_names` words, :mod:`scratch_stores`, :mod:`listed_entries` via :mod:`feed`, :mod:`empty_sync`
reading :func:`falseblocks_r21.simulated`, :mod:`builtnames`/:mod:`home_writes` reading :mod:`stream_writes`):
WAVE 6/6 · 0/13, FIELDS 16/16 · 0/15, LATE 28/28 · 1/17 (the one a strict xfail below).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round45_lead_hf as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")
_OPEN_BENIGN = {
    "late-5": "left blocked: `polkadot purge-chain --base-path /tmp/devnet-11` — a node binary given a /tmp base path "
              "is read as running code from a temp place the session did not write (another rule, not this shape)",
}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES,
                                                                          open_benign=_OPEN_BENIGN)
