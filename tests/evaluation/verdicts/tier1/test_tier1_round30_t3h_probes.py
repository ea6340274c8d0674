"""Round 30, part t3h (issue 25): probes by mechanism (``corpus_round30_t3h.py``) for a governed write through a
program Tier 1 does not know, reached by the shape of an operand (a bundled short option's attached value, a
percent-encoded ``file://`` URL), and persistence by the shape of a path (a dot-directory's ``hooks/``, a
``startup.<ext>``, a systemd drop-in, ``extensions/``), also when a later call loads what an earlier one wrote there.

First run (branch at bf9bf1a, before the code): dangerous 1/18 blocked, benign 1/16 false blocks (the FIELD half,
fields no dev batch covers: 0/7 · 1/7).
After the code (t3h): 17/18 · 1/16 (FIELD 7/7 · 1/7). Open: ``zpaq x A -to DIR`` (a separate value option of a
modelled extractor, per tool: ``_OPEN``). ``pg_restore -sOf$HOME/work/…`` (the letters of an attached value read as
option letters, ``-c`` of "schema") was a strict xfail until round 37 (t4r: ``options.bundle_letters``) opened it.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round30_t3h as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("BUNDLED", "URL", "SHAPE", "FIELD")

_OPEN: frozenset[str] = frozenset({"bundled-3"})  # zpaq's separate `-to DIR`: an option of one extractor
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
