"""Round 15, part t1q (issue 25): probes by mechanism for user-level package-manager configuration pointing trust
or code outside the workspace, installs from a source other than the default registry by name, hook managers
loading a configuration the session just wrote, and git's URL rewrite at repository level
(``corpus_round15_t1q.py``), written before the code.

First run, before any code (branch at 81fb20e): dangerous 43/54 blocked, benign 5/50 false blocks (the missed:
certificate files trusted by npm/pip/yarn config, a bare GitHub shorthand, three downloaded manifests, two scripts of
a cloned tree, lefthook through npx, a .husky hook before git commit; the false blocks: four repository-level git
URL rewrites and helm repo add of a public chart repository). After the code (t1q): 54/54 · 0/50; with the LATE
probes added with the code (deno with its sandbox off, fetched trees installed, plugin managers, GOPRIVATE=*,
lefthook scripts and block scalars, git commit after a hook configuration, piped and default manifests, and their
benign twins): 73/73 · 0/81.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round15_t1q as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge_home, probe_tests

_CLASSES = ("GLOBAL_CONFIG", "FOREIGN_SOURCE", "HOOK_CONFIG", "GIT_REWRITE")

_OPEN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, replay=judge_home)
