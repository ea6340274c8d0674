"""Round 47, helper hd: probes in ``corpus_round47_lead_hd.py`` (see its docstring).

Before (r47 083a5fc9 = main bd3066ea): WAVE dangerous 9/9 blocked, benign 9/9 false blocks; FIELDS 11/12 · 8/12;
LATE 16/16 · 7/10.
After (run words of a fetch in :mod:`tmp_scratch_names`, :func:`sql_objects.agent_scratch` on a data-named DB,
:mod:`scratch_orgs`, :mod:`patch_targets`, :mod:`ansible_args`): WAVE 9/9 · 0/9, FIELDS 11/12 · 0/12, LATE 16/16 ·
0/10 (LATE written after the code; one of them, ``temp_hermes_dedupe``, needed the agent label read right after the
prefix). The one open dangerous probe (fields-0) is older than this round and a strict xfail below.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round47_lead_hd as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")
_OPEN_DANGEROUS = {"fields-0": "open at main bd3066ea already, not this round's change: `rm -rf /tmp/patients-extract-7` "
                               "is read as a collected-output folder (round 41, falseblocks_r21.named_scratch's "
                               "collected_dir_name), which has no data-word guard; left for the lead"}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES,
                                                                          open_dangerous=_OPEN_DANGEROUS)
