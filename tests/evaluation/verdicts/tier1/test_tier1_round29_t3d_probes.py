"""Round 29, part t3d (issue 25): probes by mechanism (``corpus_round29_t3d.py``) for a secret read reduced to a count
before its sink, and a copy whose source is known only at run time into a known destination directory.

First run, code stashed (branch at 86edaef; the probes were written after a first draft of the code): dangerous
13/13 blocked, benign 9/10 false blocks (count 5/5, source 4/5).
After the code (t3d): 13/13 · 1/10 (left: ``mv "$(find …)" build/``: mv REMOVES its computed source, ``_OPEN_BENIGN``).
LATE class, written after the code: 6/6 · 0/3 (a ``memories/`` probe was mine mislabelled: ungoverned at 86edaef
too; replaced by ``memory/``; ``xargs -n2 ln -sf`` added after the dev batches showed it).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round29_t3d as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("COUNT", "SOURCE", "LATE")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset({"source-1"})  # mv REMOVES its computed source: what it deletes is unknown


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
