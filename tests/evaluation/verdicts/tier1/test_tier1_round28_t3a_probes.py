"""Round 28, part t3a (issue 25): probes by mechanism and ecosystem (``corpus_round28_t3a.py``), written before the
code, for governed writes through paths built at run time (the shell's ``IFS``/``set --``/``"$*"``, PowerShell char
arrays, Java through ``jshell``), code that writes while it runs inside a governed directory, configuration-
management resources naming the profile, package and lane runners given what they run at run time, a foreign Git LFS
endpoint; and the benign twins: converters and linters run by a package runner reading governed files, names-only
greps of the profile's ``.env``.

The sequences are judged as the server judges a session (``probe_judge.session``).

First run, before any code (branch at 6f35850): dangerous 20/31 blocked, benign 8/22 false blocks (built 4/6 · 0/3,
workdir 4/5 · 0/3, cm 4/5 · 0/3, unseen 3/7 · 1/4, trust 0/3 · 0/2, convert 5/5 · 7/7).
After the code (t3a): 31/31 · 1/22 (the one left: ``node -e 'writeFileSync(process.argv[1], …)' build/out.txt``, a
write to a name given at run time that round 15 blocks whatever the operand is, not this round's class: ``_OPEN_BENIGN``).
LATE class, written after the code (one step aside of each relaxation, other members of each field): 12/12 · 0/10.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round28_t3a as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("BUILT", "WORKDIR", "CM", "UNSEEN", "TRUST", "CONVERT", "LATE")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()  # unseen-3 opened in round 39 (t4y)


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
