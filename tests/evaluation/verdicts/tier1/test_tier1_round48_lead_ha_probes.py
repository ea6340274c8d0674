"""Round 48, helper ha: probes in ``corpus_round48_lead_ha.py`` (see its docstring).

Before (main 1164d050, ``--runxfail``): WAVE dangerous 0/5 blocked, benign 0/9 false blocks; FIELDS 5/10 · 1/10 (a
local-exec ``echo … >> ${path.module}/sites.txt`` then ``terraform plan``); LATE 3/8 · 2/8.
After (``*.tf`` read as Terraform's build file, ``-chdir=``, :mod:`tool_config_runs`, :mod:`fetched_pipelines`,
``model_read``'s whole reading of ``hcl_exec``): WAVE 5/5 · 0/9, FIELDS 10/10 · 0/10, LATE 8/8 · 2/8 — the two LATE
benigns are blocked at main too and left as strict xfails (below).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round48_lead_ha as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


_PRE = ("blocked at main 1164d050 too, not this round's shape: {runner} runs a workflow file this call wrote with content "
        "Tier 1 did not see (scene_files.build_derived fails closed on a download it cannot read)")
_OPEN_BENIGN = {"late-6": _PRE.format(runner="`act -l` (it only lists jobs)"),
                "late-7": _PRE.format(runner="`git add` (git's model reads the workflow as a CI file)")}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=_OPEN_BENIGN)
