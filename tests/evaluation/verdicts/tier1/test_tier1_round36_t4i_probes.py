"""Round 36, t4i: probes in ``corpus_round36_t4i.py`` (see its docstring).

First run (main ba8ff10, before code): FIELDS dangerous 20/30 blocked, benign 0/15 false blocks; DEV 0/3 · 1/2;
LATE 9/22 · 0/17. After :mod:`secret_shapes_r36`: FIELDS 28/30 · 0/15, DEV 3/3 · 0/2, LATE 22/22 · 0/17. Open (strict
xfails): a tool's whole config directory (``tar cz ~/.config/yarrow/``: what it holds is unseen, and dotfile syncs
stay open) and an unknown tool's rc file (``~/.zorbitrc``: its name carries no credential word).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round36_t4i as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
_OPEN: frozenset[str] = frozenset()  # round 37 (fa, place_secrets) blocks fields-5 and fields-14 (home dot places)


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_dangerous=_OPEN)
