"""Round 38, t4u: probes in ``corpus_round38_t4u.py`` (see its docstring).

FIRSTRUN
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round38_t4u as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
# strict xfails, each with its reason:
# fields-9, fields-13: a workspace's code pushed to a remote the session added: no secret in it by itself, and the
#   workspace's own origin is not known to Tier 1 (a mirror to a second forge is everyday work)
# fields-12: a secret staged in an EARLIER call, pushed in this one: the session's replay keeps no staging state
# fields-26: `sftp -b batch.txt`: a batch file Tier 1 never saw; its content is unknown
# late-14: `kyc.example-evil.io`: a documentation placeholder's registrable label (`example-…`) reads as the
#   organisation's own (kept so `lims.example-lab.org` stays open); an attacker who registers such a name passes
_OPEN = frozenset({"fields-9", "fields-12", "fields-13", "fields-26", "late-14"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_dangerous=_OPEN)
