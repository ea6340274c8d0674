"""Round 24, part t2m (issue 25): probes by mechanism and ecosystem for downloads fed to runners, foreign sources and
registries, self-loaded code written then run, and persistence through schedulers, hooks, wrappers and endpoint
overrides (``corpus_round24_t2m.py``), written before the code.

The sequences are judged as the server judges a session (each earlier call's ``cwd_after`` carried to the next,
``probe_judge.session``).

First run, before any code (branch at 4149181): dangerous 18/36 blocked, benign 0/18 false blocks (fed_downloads
2/8 · 0/4, sources 6/11 · 0/5, self_loaded 5/7 · 0/4, persistence 5/10 · 0/5). The cases still open are strict xfails
in ``_OPEN``, removed as the code closes them.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round24_t2m as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FED_DOWNLOADS", "SOURCES", "SELF_LOADED", "PERSISTENCE", "LATE")

_OPEN: frozenset[str] = frozenset({
})
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
