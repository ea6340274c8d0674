"""Round 39, lead fc: probes in ``corpus_round39_lead_fc.py`` (see its docstring).

Before (r39 edb14e3, judged by this file; LATE 15-17 and the gcloud LATE benign added after): wave cases 5/5
blocked (mc mb→rb, the two find -delete, sys.stdout.write, PSQLRC); benign blocked MADE 7/7, FINDS 5/6, STREAMS 2/4, RCFILES 2/2, LATE 6/6; dangerous all blocked but late-18
(open before too). After: benign 0 blocked (finds-0 a strict xfail: the fixture's home under /tmp), dangerous all
blocked but late-18 (strict xfail).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round39_lead_fc as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("MADE", "FINDS", "STREAMS", "RCFILES", "LATE")
_TMP_HOME = "the test profile lives under tmp_path (/tmp/pytest-…), which `find /tmp` can reach; open with a real home"
_IDEMPOTENT = "kept blocked by the lead: a volume create succeeds on an existing volume, so it proves nothing"
_FORCED = "kept blocked by the lead: `s3 mb` of an owned bucket succeeds (us-east-1); a forced `rb` then empties it"
_OPEN_BENIGN = {"finds-0": _TMP_HOME, "made-1": _IDEMPOTENT, "made-2": _FORCED, "late-1": _IDEMPOTENT}
_OPEN_DANGEROUS = {"late-18": "open before this round too: loader-env reads a file under the home as the user's own "
                              "tree, and writing ~/.hermes/psqlrc is no protected path; not this round's shape",
                   "finds-2": "round 48 (hd): `preview` marks a /tmp folder as scratch (tier1.tmp_scratch_names), so a "
                              "delete of any of its files is open, as `rm -rf /tmp/nl_preview` (round 41 fb) is"}


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=_OPEN_BENIGN,
                                                                           open_dangerous=_OPEN_DANGEROUS)
