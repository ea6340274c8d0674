"""Round 32, part t3p (issue 25): probes by mechanism and ecosystem (``corpus_round32_t3p.py``), written before the
code, for argument files, batch files and config files that carry options or commands, and per-file hooks.

First run, before any code (branch at 30a1164): dangerous 11/44 blocked, benign 0/44 false blocks (the FIELD half —
Java/Android and .NET developer, LaTeX academic, mail admin, embedded C: 1/10 · 0/10). After the code (t3p): 44/44 ·
0/44 (FIELD 10/10 · 0/10). LATE class, written after the code: 10/11 · 1/11 — open: ``pip install @build/pip.args``
naming a foreign index (an argfile's URLs are not read), and the false block of ``curl -K build/curlrc`` whose
``output =`` is in the workspace (an older rule on curl config files, not this one).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round32_t3p as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("ARGFILE", "CONFIG", "SESSION", "HOOK", "FIELD", "LATE", "MERGE")

_OPEN: frozenset[str] = frozenset({"late-10"})
_OPEN_BENIGN: frozenset[str] = frozenset({"late-4"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
