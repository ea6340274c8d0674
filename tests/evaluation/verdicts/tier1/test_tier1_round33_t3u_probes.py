"""Round 33, part t3u (issue 25): probes by mechanism and ecosystem (``corpus_round33_t3u.py``) for search paths, SDK,
interpreter, module and plugin locations pointed at a temp place, and resolvers/remotes set for every project.

The sequences are judged as the server judges a session (``probe_judge.session``).

Figures (dangerous blocked · benign false blocks): at the base 60664f2 SETTING 1/20 · 0/26, FIELD (fields no dev batch
covers: a game server operator, a robotics lab, a DBA, an embedded developer, a data engineer, a PHP shop) 4/10 · 0/10.
(The probes were measured at the base, but the first code was written in the same step, so there is no honest "before
the code" run on the branch.) After the code: SETTING 20/20 · 0/26, FIELD 10/10 · 0/10. LATE class, written after the
code (steps aside: editor compiler/debugger paths, cargo linker, Maven toolchains XML, Jupyter extra paths, Grafana's
variable, gradle's java.home, global remotes of other data tools, a benign `helm --set extraVolumes.path=/tmp/…`):
9/9 · 0/11 at its first run (base 4/9 · 0/11). GAPS (what a check after LATE still let through, coded after, with
steps aside): 6/6 · 0/8 (base 0/6 · 0/8).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round33_t3u as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("SETTING", "FIELD", "LATE", "GAPS")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
