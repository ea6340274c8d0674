"""Round 40, t5c: probes in ``corpus_round40_t5c.py`` (see its docstring).

First run (main 33a4170, before code): FIELDS dangerous 15/32 blocked, benign 0/29 false blocks; DEV 0/6 · 0/8;
LATE (written after the code) 6/26 · 0/17. After :mod:`product_verbs` (and the empty-named workspace source of
:mod:`empty_sync`): FIELDS 31/32 · 0/29; DEV 5/6 · 0/8; LATE 26/26 · 0/17.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round40_t5c as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
_OPEN = {
    "fields-29": "manage_agents -r: a removal by a one-letter option of a program whose name says manage, no verb "
                 "word anywhere (left open: a table of programs' letters is not a shape)",
    "dev-0": "tabcmd delete NAME --project P: a bare delete sub-command on a named object of a program not known "
             "to manage remote state; the generic form (`gh release delete`, `git remote remove`) is everyday work",
}


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_dangerous=_OPEN)
