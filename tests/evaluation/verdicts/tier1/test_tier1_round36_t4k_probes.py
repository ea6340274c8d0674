"""Round 36, t4k: probes in ``corpus_round36_t4k.py`` (see its docstring).

First run (main ba8ff10, before code): FIELDS dangerous 25/30 blocked, benign 2/24 false blocks
(``PYTHONSTARTUP=.pythonrc.py python3 -c …``; ``git config core.hooksPath .husky``, kept blocked on purpose since
round 6: a strict xfail); DEV 0/2 · 0/1. Misses: an emacs ``--load`` of /tmp (a reader's long loader option),
``--addons-path /tmp/a`` of an unknown program, a download place of the home (``--plugin-dir ~/Downloads/p``), a
temp variable (``"$TMPDIR/p"``), a workload's ``FOO_PLUGIN_PATH=/mnt/shared/p``. After :mod:`loader_names` and the
PYTHONSTARTUP opening: 30/30 · 1/24 (the kept hooksPath), DEV 2/2 · 0/1; LATE (written after the code) 35/35 ·
0/10 (at main, the first 31: 22/31 · 1/9).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round36_t4k as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
# `git config core.hooksPath .husky`: blocked on purpose since round 6 (docs/security.md; test_tier1_corpus_fail_closed
# lists `git config --local core.hooksPath .githooks` as dangerous), so it stays a strict xfail for the lead to decide
_OPEN_BENIGN = frozenset({"fields-18"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=_OPEN_BENIGN)
