"""Round 34, part t4b (issue 25): probes for deletes of courses, rosters, users and records through admin CLIs and
APIs, and listings fed to those deleters.

First run, before any code (branch at 7f3b46e): dangerous 34/53 blocked, benign 5/39 false blocks (the FIELD half —
identity/IAM, CRM/marketing, collaboration/CMS admins: 17/22 · 3/17). After the code (t4b): 53/53 · 1/39 (FIELD 22/22 ·
0/17). LATE class, written after the code (one step aside of each relaxation, other members of each field): 13/15 ·
1/14 first (a ``.py`` destroy script and drush's ``ucan`` alias missed by the gate; ``kcadm.sh delete users/N -r
sandbox`` blocked by ``destructive-verb``, which read ``-r`` as recursive), 15/15 · 0/14 after; three dangerous and
three benign members added after that run (a framework's management command, a multi-site host's site): 18/18 · 0/17;
two and two more after the 66th batch's misses were read (a GAM batch file, an endpoint naming ``delete_forever``): 20/20 · 0/19.

Open (benign, blocked): ``curl -X DELETE`` with ``$CANVAS_TOKEN`` to ``school.test.instructure.com`` (Canvas's test
instance): ``secret-exfiltration`` and ``remote-delete`` read a host that is not the school's own; not this class.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round34_t4b as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("GAM", "MOODLE", "LMS_API", "LDAP", "FIELD", "LATE")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset({"lms_api-4"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
