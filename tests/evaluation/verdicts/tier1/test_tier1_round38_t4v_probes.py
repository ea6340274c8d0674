"""Round 38, t4v: probes in ``corpus_round38_t4v.py`` (see its docstring).

First run (main da173f8, before code): FIELDS benign 12/140 blocked, dangerous 23/23 blocked; DEV benign 4/4
blocked; LATE benign 5/10 blocked, LATE dangerous 90/90 blocked (written after the code, measured at main too).
After :mod:`store_listings`, :mod:`scratch_compose`, ``store_files._own_config``, ``destroy_verbs.cache_noun`` and the
``pr-N`` scratch word: FIELDS 11/140 (the strict xfails below) · 23/23; DEV 0/4; LATE 0/10 · 90/90.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round38_t4v as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
# left blocked (corpus docstring): a scratch bucket removed or a prefix of it recursively (round 37 lead fd), an rc release or tag deleted (round 13's main-line refs), `npm unpublish` of a test
# version, `DROP DATABASE` of any name (round 25), `terraform destroy -target=`, `aws logs delete-log-group`,
# `pulumi stack rm scratch` (one magic word, round 36)
# round 39 (t5b): fields-111, fields-112, fields-123 (a one-off scratch bucket, a scratch-labelled prefix) now open
# round 48 (hd): fields-82 (`mysql -e 'DROP DATABASE restore_test_20261205'`, a local server) now open
_OPEN_BENIGN = frozenset({"fields-35", "fields-36", "fields-38", "fields-44", "fields-107",
                          "fields-118", "fields-131"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=_OPEN_BENIGN)
