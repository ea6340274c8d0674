"""Round 40, t5e: probes in ``corpus_round40_t5e.py`` (see its docstring).

First run (main 33a4170, before code): FIELDS dangerous 13/23 blocked, benign 5/40 false blocks; DEV 0/15 · 0/9;
LATE (written before the code) 3/15 · 1/5. After :mod:`tool_loads`: FIELDS 23/23 · 5/40, DEV 12/15 · 0/9, LATE
(with the step-asides written after the code) 29/29 · 3/12. The false blocks left are blocked at main by other
rules and kept (strict xfails below).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round40_t5e as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
_OPEN_DANGEROUS = {
    "dev-12": "a box by name from the public box index (vagrant init OWNER/BOX): a registry name, not this shape",
    "dev-13": "CAROOT=/tmp/x mkcert -install: a trust store taken from a temp place by an environment variable",
    "dev-14": "a render job's -executable /bin/sh -arguments SCRIPT: the script is an argument, not a load option",
}
_OPEN_BENIGN = {
    "fields-19": "meson setup /tmp/bld makes no recorded directory: meson compile -C /tmp/bld blocked at main",
    # fields-20 (tar -x into /tmp itself): open since round 46 (hh, temp_extracts)
    "fields-24": "package_sources reads any URL off the public registries as a foreign source (loader-env, main)",
    "fields-25": "a one-off source add of a public host is still a source change (opaque-command, main)",
    "fields-27": "package_sources reads an internal host as a foreign source (loader-env, main)",
    "late-3": "package_sources reads an internal host as a foreign source (loader-env, main)",
    "late-7": "a clone is content Tier 1 never saw (read as a download; clone-then-run is blocked since round 11)",
    "late-8": "a tree copied by cp -r is recorded with unseen content, read as a download",
}


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, open_benign=_OPEN_BENIGN)
