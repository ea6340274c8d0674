"""Round 37, t4r: probes in ``corpus_round37_t4r.py`` (see its docstring).

First run (main e20110e, before code): REPLAY benign 3/5 blocked, FIELDS benign 2/126 blocked, FIELDS dangerous 9/10
blocked, LATE dangerous 26/27 blocked. After ``options.bundle_letters``: REPLAY benign 1/5 (a strict xfail),
FIELDS benign 2/126 (strict xfails, left as at main), every dangerous case blocked but the two strict xfails below
(open at main too, other shapes).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round37_t4r as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("REPLAY", "FIELDS", "LATE")
# `adb shell pm clear PKG` erases an app's data on a device; `pg_restore --clean` of a scratch name with no host:
# the default socket may be any server's (round 21). Both left as at main.
# (round 38, t4w: replay-0, `cp README.md "$(pwd)/build/$(date +%F)-README.md"`, is open now: the folded `$(pwd)` no
# longer counts as an unknown printer and the stamp stays round 4's one name `*`; its xfail removed)
_OPEN_BENIGN = frozenset({"fields-40", "fields-103"})
# `curl -F file=@$HOME/.hermes/config.yaml`: the profile's config read as no secret; `rm -rf "build/$(date +..)"`: a
# substitution under a workspace directory read as inside it. Both open at main.
_OPEN_DANGEROUS = frozenset({"fields-3", "late-0"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, open_benign=_OPEN_BENIGN)
