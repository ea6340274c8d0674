"""Round 39, t5b: probes in ``corpus_round39_t5b.py`` (see its docstring).

First run (main d9d3b8f, before code): FIELDS benign 46/120 blocked, dangerous 38/38 blocked; DEV benign 16/16
blocked; LATE benign 10/11 blocked, LATE dangerous 47/47 blocked (written after the code, measured at main too).
After :mod:`scratch_scopes` (a scratch-labelled storage prefix or a one-off scratch bucket removed whole): FIELDS
32/120 (the strict xfails below) · 38/38; DEV 12/16; LATE 0/11 · 47/47.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round39_t5b as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
# left blocked this round (strict xfails), by the shape that still blocks them:
_OPEN_BENIGN = frozenset({
    # a named non-storage object whose name is scratch-labelled (a log group `/ci/pr-123`, a stack `scratch`, a
    # `-target=module.preview_pr_482`, an image tag, a queue, a topic, a nomad job, a BigQuery dataset/table)
    "fields-6", "fields-9", "fields-10", "fields-27", "fields-29", "fields-67", "fields-68", "fields-86",
    "fields-115", "dev-2", "dev-4", "dev-5",  # fields-87 (a `ci-…` kafka topic on localhost): open since r45 hf
    # a release, tag or package version of a pre-release (rc, test, nightly) — round 13's main-line refs
    "fields-17", "fields-30", "fields-31", "fields-32", "fields-35", "fields-36", "fields-54", "fields-105",
    "dev-7", "dev-8", "dev-9", "dev-10",
    # pg_restore --clean of a scratch database; fields-60–62, dev-6 (DROP DATABASE of a dated/test name on the
    # local server): open since round 48 (hd, named_test_targets)
    "fields-83",
    # a /tmp directory the session did not make (round 21), by a loop, a find, a remote shell
    "fields-41", "fields-42", "fields-43", "fields-44", "dev-11", "dev-12",
    # fields-90, fields-92, fields-96, dev-13 (a tool's run folder with an id): open since round 46 (hh)
    # a substitution listing containers by a filter (`docker rm -f $(docker ps -q --filter name=…)`)
    "fields-12", "fields-99", "dev-14",
    # an instance by its id (no name to read)
    "fields-114",
})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=_OPEN_BENIGN)
