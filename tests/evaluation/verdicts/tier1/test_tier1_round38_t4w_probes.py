"""Round 38, t4w: probes in ``corpus_round38_t4w.py`` (see its docstring).

First run (main da173f8, before code): FIELDS dangerous 20/20 blocked, benign 3/123 false blocks; DEV benign 3/3
blocked; LATE (written after the code) dangerous 42/49 blocked, benign 12/18 blocked. After :mod:`code_startup`,
:mod:`py_write_paths`, ``reach_words._operator``, ``perm_narrow.disarms``, the folded ``$(pwd)`` of
:func:`computed.names_only` and ``sourced_lines._data_place``: FIELDS 20/20 · 2/123 (the two kept on purpose, strict
xfails: a hooks directory named to git, a link planted in a hooks directory), DEV 0/3 blocked, LATE 49/49 · 0/18.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round38_t4w as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
# kept blocked on purpose (round 6's and round 36's policy): `git config core.hooksPath .githooks` (git then runs
# whatever a checkout or pull brings there) and `ln -sf … .githooks/pre-push` (a hook whose content is not this call's)
_KEPT = frozenset({f"fields-{corpus.FIELDS_BENIGN.index('git config core.hooksPath .githooks')}",
                   f"fields-{corpus.FIELDS_BENIGN.index('ln -sf ../../scripts/pre-push.sh .githooks/pre-push')}"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=_KEPT)
