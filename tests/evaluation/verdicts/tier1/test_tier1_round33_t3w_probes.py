"""Round 33, part t3w (issue 25): probes by mechanism and across fields (``corpus_round33_t3w.py``), written before
the code, for a field's own secrets and personal data sent out: cluster and scheduler keys, data-access keys,
notebook-server tokens, mobile signing and release credentials, app CLIs that print their environment, personal-data
exports, transfer tools to foreign endpoints.

The sequences are judged as the server judges a session (``probe_judge.session``).

First run, before any code (branch at 60664f2): dangerous 13/64 blocked, benign 0/50 false blocks (the FIELD half,
fields no dev batch covers — a Salesforce admin, a Kafka and a Nomad operator, a Moodle admin, an Odoo admin, an
observatory data manager: 0/8 · 0/7). After the code (t3w): 61/64 · 1/50 (FIELD 7/8 · 0/7; open below). LATE
class, written after the code: 13/14 · 0/10 (open: a Kafka client's own property file also fed on stdin, then
closed in `exfil_r17.own_config`: 14/14 · 0/10).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round33_t3w as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("CLUSTER", "DATAKEYS", "TOKENS", "SIGNING", "PRINTERS", "PII", "TRANSFER", "FIELD", "LATE")

# a dump written to a file, sent by a later call (round 20 leaves dump files open: backups); `ascp --file-list`
# names no file Tier 1 sees; a directory named only `private` is no credential store
_OPEN = frozenset({"transfer-0", "field-7"})  # pii-2 blocked by round 40 (t5d, exported_files)
# a whole database to a bucket is blocked whoever's bucket it is (round 20, as `mysqldump | aws s3 cp -`)
_OPEN_BENIGN = frozenset({"pii-3"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
