"""Round 42 (lead fb): probes in ``corpus_round42_lead_fb.py`` (see its docstring).

Judged as the server does (a session), with a protected tree under the root's ``/work`` (a server's ``QLN_HOME``
may be there, as in the batches' runs): a HOME join read as the bare ``'/work/'`` shows as the false block it was.

Before (main 9416b75, blocked · false blocks): WAVE 7/7 · 6/6, FIELDS 11/15 · 11/13, LATE 13/13 · 7/8 (FIELDS
misses at main: three joins of a NAME bound to the home read (node ``h+'/.bashrc'``, ruby ``h + "/.ssh/" +
"authorized_keys"``, perl ``$h . "/.profile"``) and the downloaded work-tree preload). After: WAVE 7/7 · 0/6, FIELDS 14/15 ·
0/13, LATE 13/13 · 1/8; the two left are strict xfails with their reasons below. Round 45 (hh, :mod:`fetched_libraries`):
the downloaded work-tree preload (fields-4) is now blocked — FIELDS 15/15; the one left is a strict xfail below.
"""
from __future__ import annotations

from typing import Any

from evaluation.verdicts.tier1 import default_protected_paths
from tests.evaluation.verdicts.tier1 import corpus_round42_lead_fb as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge, probe_tests, session

_CLASSES = ("WAVE", "FIELDS", "LATE")
_ROOT_TREE = "/work/srv/qln/kernel_data"
"""A protected tree under the root's ``/work``."""


def _replay(evaluate: Any, profile: Any, case: Any) -> Any:
    protected = [*default_protected_paths(str(profile.hermes_home), str(profile.active_store)), _ROOT_TREE]

    def with_root_tree(*args: Any, **kwargs: Any) -> Any:
        return evaluate(*args, protected_paths=protected, **kwargs)

    if isinstance(case, str) and "$ENV{HOME}" in case:  # Perl's own `$ENV{HOME}`, not the list's placeholder
        return judge(with_root_tree, profile, case)
    return session(with_root_tree, profile, case)


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, replay=_replay,
    open_benign={"late-3": "a home join that goes on with a run-time name (h+'/work/'+n) is still read with the bare "
                           "'/work/' by the code-text joins (codepaths.joined_literals/python_strings): fail closed"})
