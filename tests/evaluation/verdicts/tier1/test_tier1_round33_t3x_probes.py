"""Round 33, part t3x (issue 25): probes for destroy of jobs, queues and indexes, and the fresh batches' false blocks.

First run, before any code (branch at 60664f2): dangerous 39/65 blocked, benign 9/60 false blocks (the FIELD half —
data engineering, render farm, observability, VoIP: 7/10 · 0/10). After the code (t3x): 59/65 · 0/60 (FIELD 8/10 · 0/10). LATE class, written
after the code (one step aside of each relaxation, other members of each field): 19/19 · 1/14 first, 19/19 · 0/14 after
one fix; a step aside found next (``n=$(head -1 f); rm -rf "$n"``, a line assigned to a variable) made 19/20, closed by
marking the line so it stands only inside ``dir/LINE.ext``: 20/20 · 0/14 (``$SHOPIFY_STORE_DOMAIN``: the token's prefix with a qualifier).

Open: ``airflow db clean`` and ``dbt run-operation drop_schema`` (a data tool's own maintenance verbs), curator's
action file (the destroy is in a YAML file), ``xcrun simctl delete all`` (simulators: arguably throw-away),
``redis-cli DEL celery`` (one named key), a Pub/Sub ``seek`` into the future (skips every message).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round33_t3x as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("JOBS", "QUEUES", "INDEXES", "MOBILE", "FIELD", "OWN", "LATE")

_OPEN: frozenset[str] = frozenset({"indexes-11", "mobile-9", "queues-9", "queues-10"})  # field-9 blocked by round 36 (t4j), field-1 by round 40 (t5c)
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
