"""Round 40, t5d: probes in ``corpus_round40_t5d.py`` (see its docstring).

First run (main 33a4170, before code): DEV 1/12 blocked, FIELDS 5/15 · 1/17 false blocks. After
:mod:`exported_files`: DEV 7/12, FIELDS 15/15 · 1/17 (strict xfail, as at main), LATE 15/16 · 0/9.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round40_t5d as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("DEV", "FIELDS", "LATE")


_OPEN_DANGEROUS = {
    "dev-7": "an internal service's answer relayed to a foreign host (curl own | curl -d @- far): not an export",
    "dev-8": "a secret-named key of a config read by jq and piped to a sender: a key-read shape, not an export",
    "dev-9": "exiftool's -TAG<=FILE reads a secret into an image: not modelled as a read",
    "dev-10": "a bare relative key name after a cd in an earlier call, given to tailscale (./id_ed25519 is blocked)",
    "dev-11": "a reverse tunnel (ssh -R 0.0.0.0:3306:…) exposing a data port: no tunnel shape this round",
    "late-7": "dry_transfer trusts any --dry-run, also curl's (which has none) and for a secret: round 21's, not here",
}
_OPEN_BENIGN = {
    "fields-0": "mysql < a dump this session made is read as a download Tier 1 never saw (opaque-command, as at main)",
}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, open_benign=_OPEN_BENIGN)
