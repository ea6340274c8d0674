"""Round 13, part t1m (issue 25): probes by mechanism for credential producers and uploads leaving, destructive
deletes, operands Tier 1 cannot see, names built at run time and reads that must stay open
(``corpus_round13_t1m.py``), written before the code.

First run, before any code (branch at bfb8002): dangerous 16/46 blocked, benign 4/35 false blocks (xmlstarlet sel,
``find -exec md5sum {} \\;``, ``find -exec wc -l {} +``, ``sd -p``). One probe was rewritten after that run, not
because of its result but because it could not be read: ``${HOME}`` in a bare command is mangled by the probe judge's
``{HOME}`` replacement (now ``$HOME``). After the code (t1m): 46/46 · 0/35.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round13_t1m as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge_home, probe_tests

_CLASSES = ("FRESH_PRODUCER", "FRESH_UPLOAD", "FRESH_DESTRUCTIVE", "FRESH_OPERANDS", "FRESH_READS")

_OPEN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, replay=judge_home)
