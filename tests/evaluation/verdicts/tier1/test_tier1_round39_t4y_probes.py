"""Round 39, t4y: probes in ``corpus_round39_t4y.py`` (see its docstring).

First run (main d9d3b8f, before code): FIELDS dangerous 24/27 blocked, benign 7/16 false blocks; DEV dangerous 2/13,
benign 2/2 false blocks; LATE written after the code. After :mod:`unseen_targets`, :mod:`coded_targets`, the
``"${A[@]}"`` reading of :mod:`shell_arrays`, gawk stamps in :mod:`awk_names`, literal argv operands in
:mod:`inputops` and ``env.NAME`` in jq joins (:mod:`static_pipes`): FIELDS 27/27 · 1/16, DEV 6/13 · 1/2,
LATE 40/40 · 0/12. The probes left open are strict xfails below, each with its reason.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round39_t4y as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
_OPEN_DANGEROUS = {
    "dev-0": "eval of a reversed literal holding `~`: the tilde is expanded by eval's second parse, not modelled",
    "dev-5": "a program's write operand printed by inline Python that does not write (gsutil cp SRC \"$(python3 …)\")",
    "dev-6": "an output option whose value is printed by a database client's SQL (reverse(…)) at run time",
    "dev-9": "xargs -a of a list a git command wrote: git's listing is read as workspace names (another shape)",
    "dev-10": "git grep | xargs -0 rm: a repository's own files, read as workspace names (another shape)",
    "dev-11": "git ls-files | xargs -0r rm: a repository's own files, read as workspace names (another shape)",
    "dev-12": "xargs -a of a list a git command wrote: git's listing is read as workspace names (another shape)",
}
_OPEN_BENIGN = {
    "fields-2": "awk's field ($1) in an output name may hold `/` or `..`: it stays a run-time name (blocked)",
    "dev-1": "rev of a here-string holding a variable: the variable is not put in before the transform",
}


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, open_benign=_OPEN_BENIGN)
