"""Round 37, lead's helper fd: probes in ``corpus_round37_lead_fd.py`` (see its docstring).

Before (r37 at e20110e + round 37's helpers): the wave's 13 false blocks all blocked. After fd: 12/13 open (``rm -rf
/tmp/cnc-review`` left blocked: strict xfail). Classes (wave + other-field), blocked dangerous · blocked benign:
EXFIL 23/23 · 0/7, PURGE 9/10 · 0/2 (body-named purge of everything open, xfail), OBJECTS 15/15 · 0/7, LOADER 12/12 ·
0/5 (``LD_PRELOAD=$PWD/libhook.so git status`` newly blocked: open before), ENVRC 7/7 · 0/2, SQLFILE 10/10 · 0/4.
At r37 before fd (same lists): benign blocked EXFIL 7/7, PURGE 2/2, OBJECTS 6/7, LOADER 3/5, ENVRC 1/2, SQLFILE 4/4;
dangerous all blocked but the two ``LD_PRELOAD=… git status``. LATE (written after the code): before 16/18 · 6/9,
after 16/18 · 0/9; the two open are main's (round 16's public own-service host,
``rclone deletefile`` read by no rule), strict xfails.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round37_lead_fd as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("EXFIL", "PURGE", "OBJECTS", "LOADER", "ENVRC", "SQLFILE", "RMTMP", "LATE")
# purge-9: a purge of everything named in a JSON body is not read (left as it was); late-11: `rclone deletefile` of
# ANY object is open at main e20110e (no rule reads it as a destroy; a miss, not this round's area). late-0 (a token to
# the PUBLIC host `netbox.dc1.internal.attacker.io`) is blocked since round 38 (t4u: a service-named host counts as
# the token's own only under a domain an outsider cannot register)
_OPEN_DANGEROUS = frozenset({"purge-9", "late-11"})
# rmtmp-0 (`rm -rf /tmp/cnc-review`) is open since round 45 (hf): `review` marks a /tmp folder as staging scratch
# (tmp_scratch_names), as the 112th batch's `rm -rf /tmp/oxidized-review`
_BLOCKED_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, open_benign=_BLOCKED_BENIGN)
