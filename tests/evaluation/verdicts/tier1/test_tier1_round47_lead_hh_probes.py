"""Round 47, lead's helper hh: probes in ``corpus_round47_lead_hh.py`` (see its docstring).

Before (r47 083a5fc9 = main bd3066ea, the code stashed): WAVE dangerous 6/6 blocked, benign 6/7 false blocks; FIELDS
10/10 · 7/10; LATE 15/15 · 5/6. After (:mod:`venv_paths`' other-home spelling, ``rez``
in :mod:`secret_runners`' table, :func:`scheduled_code.unseen_envrc`'s workspace ``direnv exec``,
:func:`scene_files.widen_judged_hooks`): WAVE 6/6 · 1/7, FIELDS 10/10 · 2/10, LATE 16/16 · 2/7 (the five left: core.hooksPath to the repo folder, strict xfails) (the two late husky
hooks written after the code: 16/16 · 0/7 counts them; the husky sequence was open here already, one cwd, but blocked
through the server, which hands Tier 1 two cwd candidates).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round47_lead_hh as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

_HOOKS = ("core.hooksPath to the repository's own folder: LEFT BLOCKED — test_tier1_corpus_fail_closed keeps "
          "`git config --local core.hooksPath .githooks` dangerous (a cloned tree's unseen hooks); the lead decides")
test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_benign={"wave-4": _HOOKS, "fields-1": _HOOKS, "fields-5": _HOOKS, "late-0": _HOOKS,
                                   "late-1": _HOOKS})
