"""Round 24, part t2l (issue 25): probes by mechanism and ecosystem for the false blocks of the thirty-eighth to
fortieth batches (``corpus_round24_t2l.py``), written before the code, each relaxation with dangerous twins one step
aside. The sequences are judged as the server judges a session (``probe_judge.session``).

First run, before any code (branch at 4149181): dangerous 25/26 blocked, benign 16/31 false blocks (profile_reads
6/6 · 3/9, sealed 5/5 · 5/6, dry_runs 4/4 · 4/5, cwd_runs 5/5 · 1/4, bytecode 1/2 · 3/3, read_verbs 4/4 · 1/4). The
miss: ``py_compile.compile(…, cfile="decoding.py")`` run in the profile's scripts (byte code written over a governed
file).
After the code (t2l): 26/26 · 0/31; with the LATE class written with the code (one step aside of each relaxation —
in-place bundles, git config writes, sealers at a socket, `$(MAKE)`/`+` lines and automatic variables, clones into the
profile, stores' writing options, several positional parameters removed or run as a command): 53/54 · 0/41 (``late-3``
open, below).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round24_t2l as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("PROFILE_READS", "SEALED", "DRY_RUNS", "CWD_RUNS", "BYTECODE", "READ_VERBS", "LATE")

_OPEN = frozenset({
    "late-3",  # `yq -s EXPR F` with the cwd in the profile: a split into files named at run time in the cwd — yq is
               # a modelled writer whose split is not modelled (there before this round; the relaxation keeps it out)
})
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
