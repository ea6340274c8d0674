"""Round 40, t5g: probes in ``corpus_round40_t5g.py`` (see its docstring for the fields and the table).

First run (main 33a4170, before code): FIELDS dangerous 64/64 blocked, benign 37/62 false blocks; DEV 0/0 · 13/13;
LATE (written after the code) 72/80 · 16/18. After :mod:`own_settings`, :mod:`family_logins`, ``rc_langs._reference``
and ``checks_launchers._own_rc``: FIELDS 64/64 · 5/62, DEV 0/0 · 2/13, LATE 78/80 · 2/18. What stays as it was is a
strict xfail with its reason below.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round40_t5g as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
_TWO_SECRETS = ("round 16's own_service reads only the first secret of a curl to its vendor: open at main 33a4170 "
                "too, not this round's shape")
_OPEN_DANGEROUS = {"late-68": _TWO_SECRETS}  # late-66: blocked since round 40 lead fc (every_secret)
_ST = ("$ST_PASS to space-track.org: the family ST is the site's initials, and any s…-t….io would match too; a "
       "family is read only where the site's label IS its name (round 16's own_service)")
_DIR = "chmod 700 on a path Tier 1 cannot see is a directory (no trailing /, none on disk): round 38 keeps 700 F"
_OPEN = {
    "fields-37": _DIR, "dev-12": _DIR,
    "fields-40": "chmod 644 of a file in ~/.ssh grants group/other read: round 38's disarms reads only narrowing",
    "fields-44": "AddKeysToAgent: the keyword has the generic parts key and agent",
    "fields-46": _ST, "dev-10": _ST,
    "fields-57": "COMP_KEYWORD_CASE: rc_langs' steering table reads _KEY in KEYWORD",
    "late-3": "PYTHONHASHSEED: a PYTHON* variable is a steering name (rc_langs)",
    "late-17": "doveadm pw -s SCHEME: -s is a host option of other clients (client_credentials)",
}


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, open_benign=_OPEN)
