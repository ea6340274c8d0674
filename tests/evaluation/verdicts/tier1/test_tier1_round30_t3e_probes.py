"""Round 30, part t3e (issue 25): probes by mechanism and ecosystem (``corpus_round30_t3e.py``), written before the
code, for code of unknown origin given to a program as an operand or an option's value (a temp path no call wrote,
a download of the same call, ``"$(cat /tmp/x)"``, ``sh < /tmp/x`` inside a container or remote exec, a foreign URL
naming code).

The sequences are judged as the server judges a session (``probe_judge.session``).

First run, before any code (branch at bf9bf1a): dangerous 14/37 blocked, benign 0/37 false blocks (the FIELD half,
fields no dev batch covers: 5/16 · 0/16; the rest 9/21 · 0/21). After the code (t3e): 37/37 · 0/37 (FIELD 16/16 · 0/16). LATE class, written after the code (one step aside of each
relaxation, other members of each field): 6/8 · 1/8 — open: ``gcc -include /tmp/evil.h`` (a header is no code format
and a bare ``--include`` is a filter word, dropped for ``restic --include``), ``emacs --batch -l /tmp/init.el``
(editors are readers), and the false block ``clang-tidy /tmp/scratch.cpp --`` (an analyzer Tier 1 does not list as a
reader given a code file).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round30_t3e as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("TEMPINPUT", "DOWNLOADED", "SUBST", "REMOTESTDIN", "URLCODE", "FIELD", "LATE")

# downloaded-0, -2, -3: open since the lead's merge dropped the rule's download origin (it blocked a rendered
# `helm template > /tmp/x` then `kubectl apply`, `compose -f … config` and `perl -pi` edits of older rounds' probes).
# downloaded-0 (`vivado -source` of a download) is blocked since round 35 (t4g: field_jobs' job runners).
_OPEN: frozenset[str] = frozenset({"late-5", "late-6", "downloaded-3"})
_OPEN_BENIGN: frozenset[str] = frozenset({"late-5"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
