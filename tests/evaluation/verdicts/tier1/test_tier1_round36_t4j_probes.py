"""Round 36, t4j: probes in ``corpus_round36_t4j.py`` (see its docstring).

First run (main ba8ff10, before code): FIELDS dangerous 35/39 blocked, benign 0/33 false blocks; DEV 0/2 blocked,
1/1 false block (DEV then had 2 cases; the 44th's dbt ``drop_schema`` was added after). After :mod:`weighty_verbs` (and ``-h`` read as help only last in :mod:`destroy_verbs`): FIELDS
39/39 · 0/33, DEV 3/3 · 1/1 (a strict xfail below), LATE 38/38 · 0/17 (written after the code; at main
34/38 · 5/17: a scratch or session-made bucket, namespace, collection or volume was blocked). On the merge the lead
removed the session-made reading (a create then delete of ``pgdata`` opened deleting an existing volume): LATE 38/38 ·
2/17 (the two session-made names, strict xfails).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round36_t4j as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
_OPEN_BENIGN = frozenset({
    "dev-0",  # `esptool.py … erase_region`: an earlier round's device-flash rule — not this round's shape
    # late-15/16 (a delete after the session's own create) are open since round 39 lead fc (session_made)
})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=_OPEN_BENIGN)
