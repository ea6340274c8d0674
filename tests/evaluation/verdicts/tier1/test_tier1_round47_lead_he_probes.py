"""Round 47, lead's helper he: probes in ``corpus_round47_lead_he.py`` (see its docstring).

Before (r47 083a5fc9 = main bd3066ea): WAVE dangerous 0/7 blocked, benign 0/2 false blocks; FIELDS 2/12 · 1/11;
LATE 1/11 · 0/8.
After (:mod:`foreign_loads` read by :mod:`build_file_writes` and kept by :mod:`later_files`; BitBake recipes read as
build files with their tree variables (``ci_recipes`` ``indented``); bitbake's layers beside the build directory
(``buildtools``); tools that load the project's code after a download (``downloaded_builds``)): WAVE 7/7 · 0/2,
FIELDS 11/12 · 1/11, LATE 10/11 · 0/8 (strict xfails below).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round47_lead_he as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

_OPEN_DANGEROUS = {
    "fields-11": "a line appended to local.conf (`require /tmp/diag.inc`) is not read as build code at write; "
                 "BitBake conf files are not among bitbake's build files",
    "late-10": "text piped into tee is not recorded as the written content, so the wrapper's URL is not read",
}
_OPEN_BENIGN = {
    "fields-3": "blocked at main already: a task appended with `>>` leaves build.gradle's whole content unseen, so "
                "`./gradlew` running it is opaque (judged at the run, not this shape's write)",
}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, open_benign=_OPEN_BENIGN)
