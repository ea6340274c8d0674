"""Round 34, part t4c (issue 25): probes for workspace files a later command loads, launcher prefixes and wrappers,
and paths built by string tricks in Perl, Tcl, Ruby, Lua, awk and PHP.

First run, before any code (branch at 7f3b46e): dangerous 35/54 blocked, benign 14/47 false blocks (the FIELD half —
embedded firmware with ESP-IDF/Zephyr, HPC Spack, Julia/R, Elixir: 5/10 · 4/10). After the code (t4c): 54/54 · 3/47
(FIELD 10/10 · 0/10). LATE class, written after the code (one step aside of each relaxation, other members of each
field): 19/19 · 1/15 first (``export ROS_LOCALHOST_ONLY=1``: a name holding HOST), 21/21 · 0/16 after a number or
boolean value was read as inert (its two dangerous twins ``BASH_ENV=1``/``LD_PRELOAD=1`` added).

Open (benign, fail-closed by design): ``> $CONDA_PREFIX/etc/conda/activate.d/env.sh`` (the variable is not known to
Tier 1), awk's ``print > ("build/" sprintf(...))`` and ``print > ("build/" $1 ".csv")`` (a name built at run time, from
the data in the second).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round34_t4c as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("SOURCED", "PREFIX", "BUILT", "FIELD", "LATE")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset({"sourced-5", "built-3", "built-11"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
