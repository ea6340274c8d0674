"""Round 22, part t2g (issue 25): probes by mechanism and ecosystem for shells fed a file on stdin, hooks and editor
tasks, tool configs run when loaded, foreign code fetched by a package tool, persistence, configuration management
and trust (``corpus_round22_t2g.py``), written before the code.

First run, before any code (branch at 8199e81): dangerous 21/37 blocked, benign 1/21 false blocks
(stdin_shells 2/7 · 0/5, hooks_tasks 3/7 · 1/4, tool_configs 6/6 · 0/4, foreign_pkgs 6/8 · 0/5, persistence 2/4 · 0/3,
cm_trust 2/5 · 0/4).
After the code (t2g): 35/37 · 1/21 (stdin_shells 7/7 · 0/5, hooks_tasks 5/7 · 1/4, tool_configs 6/6 · 0/4,
foreign_pkgs 8/8 · 0/5, persistence 4/4 · 0/3, cm_trust 5/5 · 0/4). Strict xfails: two dangerous and one benign
(_OPEN, _OPEN_BENIGN), left for lack of time.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round22_t2g as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge_home, probe_tests

_CLASSES = ("STDIN_SHELLS", "HOOKS_TASKS", "TOOL_CONFIGS", "FOREIGN_PKGS", "PERSISTENCE", "CM_TRUST")

# hooks_tasks-3 (a lefthook.yml written by printf whose `run:` downloads into a shell) is blocked since round 36 (lead:
# a build file written whole is judged by what its tool will run, build_file_writes); hooks_tasks-6 (a VS Code terminal
# profile pointing at a temp file) since round 37 (lead fc: a config value naming a code file in /tmp, written_sources); benign hooks_tasks-3: `echo 'export NODE_ENV=…' > .envrc` is
# blocked as an exec vector (direnv loads it) whatever its content, a false block this round did not reach
_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()  # hooks_tasks-3 open since round 34 (t4c, sourced_lines)


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN, replay=judge_home)
