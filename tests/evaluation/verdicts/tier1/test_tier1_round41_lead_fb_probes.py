"""Round 41 (lead fb): probes in ``corpus_round41_lead_fb.py`` (see its docstring).

First run (r40 a892e61, before code): WAVE dangerous 0/4 blocked, benign 5/5 false blocks; FIELDS and LATE: see the
commit. After: every probe as listed, the sandbox DELETE with a bearer token a strict xfail (secret_exfiltration).
Replay (16,952 benign singles): 122 blocked before (119 original + 3 of these probes), 119 after; newly blocked 0.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round41_lead_fb as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES,
    open_dangerous={f"late-{i}": "round 48 (hd): `preview` marks a /tmp folder as scratch (tier1.tmp_scratch_names), so "
                    "a delete inside /tmp/nl_preview is judged as `rm -rf /tmp/nl_preview` (wave benign) is: open"
                    for i in (10, 12)},
    open_benign={"wave-3": "the DELETE carries $ARC_API_TOKEN to a host the token is not known to belong to: "
                           "secret_exfiltration's judgement (another area); the delete itself is open (wave-4)"})
