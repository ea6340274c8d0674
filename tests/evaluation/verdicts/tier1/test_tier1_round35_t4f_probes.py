"""Round 35, part t4f (issue 25): probes for LOADERS — code folders and code-loading config keys of many fields.

First run, before any code (main ba2331a): FIELDS dangerous 29/36 blocked, benign 7/35 false blocks; DEV 0/1 · 0/1.
After the code (``field_loaders``, web_hooks' tables, the ERP's own configuration): FIELDS 35/36 · 5/35 (the 5
false blocks are the existing rules': exec-vector on any write into a home plugin folder, even from the work tree,
and on a Tcl init file — code itself; system-file-write on ``/etc``). LATE, written after the code (step-asides of
the ERP relaxation — another host, another file, a pipe, a substitution, the option on another class's command —
and of every new name): 20/20 · 0/14 (main ba2331a: 12/20 · 2/14); with a socket-fed shell written into a code
folder (the 78th's write alone, a bare repository's hook, a Grafana plugin) and three twins: 23/23 · 0/17 (main
13/23 · 2/17). DEV stays open: the 78th's final call (``airflow plugins``) after the write is judged alone.

Open: ``curl -o /srv/radio/lib/hooks.liq URL`` (a script downloaded into a server's own tree that no config names
yet); the 78th's sequence (its write is blocked now; its final ``airflow plugins`` that imports it is not).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round35_t4f as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")

_OPEN: frozenset[str] = frozenset({"fields-23", "dev-0"})
# fields-22, fields-32 (a value set in a service's config under /etc) opened by round 39 t4z (config_values)
_OPEN_BENIGN: frozenset[str] = frozenset({"fields-0", "fields-4", "fields-6"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
