"""Round 38, t4t: probes in ``corpus_round38_t4t.py`` (see its docstring).

First run (main da173f8, before code): FIELDS dangerous 20/21 blocked, benign 9/20 false blocks; LATE dangerous 9/11
blocked (the subshell assignment and a stamped unprotected profile name open), benign 0/2. After
:mod:`scoped_values` and :mod:`written_lists` (with the LATE probes added after the code): all pass but five strict
xfails (below).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round38_t4t as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
# a file in the profile that no protected entry names is open at main written literally too (not a stamp matter)
_OPEN_DANGEROUS = frozenset({"fields-10", "late-21"})
# /tmp/ takes `*` for a source whose basename holds a variable (the tests' home is under /tmp); `rm -rf /tmp/X`
# is blocked literally too (outside the workspace); `"${A[@]}"` of any array is not expanded yet
_OPEN_BENIGN = frozenset({"fields-0", "fields-4"})  # fields-15 opened in round 39 (t4y: "${A[@]}")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, open_benign=_OPEN_BENIGN)
