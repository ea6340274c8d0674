"""Round 47, lead's helper hf: probes in ``corpus_round47_lead_hf.py`` (see its docstring).

Before (main bd3066ea): WAVE dangerous 0/8 blocked, benign 0/8 false blocks; FIELDS 2/15 · 0/15; LATE 2/12 · 0/12.
After (:mod:`shared_tool_loads`, a CI/farm load-directory row in :mod:`executed_places`, third-party shadow names in
:mod:`buildtools`): WAVE 8/8 · 0/8, FIELDS 14/15 · 0/15 (the lefthook write left open, strict xfail), LATE 12/12 · 0/12.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round47_lead_hf as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

_OPEN_DANGEROUS = {"fields-8": "`lefthook add` only makes the hook directory; the script is WRITTEN by echo into "
                               "`.lefthook/pre-push/` (a write is open, running it is what gets blocked)"}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES,
                                                                          open_dangerous=_OPEN_DANGEROUS)
