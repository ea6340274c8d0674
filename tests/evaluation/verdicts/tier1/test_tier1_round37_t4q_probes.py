"""Round 37, t4q: probes in ``corpus_round37_t4q.py`` (see its docstring).

First run (main e20110e, before code): FIELDS dangerous 26/29 blocked, benign 0/20 false blocks; DEV dangerous 2/7,
benign 5/5 false blocks (the dev file's own false blocks). After :mod:`staged_writes`: FIELDS 29/29 · 0/20, DEV 4/7 ·
5/5 (unchanged, strict xfails), LATE (written after the code) 12/12 · 1/8 (``npm install`` after a rewrite of
package.json in the same command: blocked at main too).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round37_t4q as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
# Open: a destination read at run time from a session-written file by code (Python's ``json.load`` of a written
# paths.json), and a field's hook place (``~/airflow/dags``). dev-4 (nmap ``-oN`` under the profile, the directory
# from ``$(jq -r .dir FILE)`` of a session-written JSON) is blocked since round 38 (t4t, written_lists).
_OPEN_DANGEROUS = frozenset({"dev-5", "dev-6"})
# Open false blocks, all blocked at main by earlier rules: ``$(cat FILE)`` destinations of a file the session
# wrote with a literal (not yet resolved from the record), a link to ~/.hermes/skills, ``core.hooksPath``, a
# ``$(jq …)`` variable in a workspace name, and ``npm install`` after a package.json rewrite in the same command.
# dev-3 (``gam print groups > "$(cat /tmp/outdir)/groups.csv"`` after ``echo ~/work/build > /tmp/outdir``) is open
# since round 43 (gb, ``runtime_reads``: a path staged in a /tmp file by an earlier call Tier 1 saw); dev-0 (the same,
# staged as ``"$HOME/work/build/policies"``) since round 48 (he, ``runtime_reads``' staged ``$HOME/``).
_OPEN_BENIGN = frozenset({"dev-1", "dev-2", "dev-4", "late-5"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, open_benign=_OPEN_BENIGN)
