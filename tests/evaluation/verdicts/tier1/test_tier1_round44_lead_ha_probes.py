"""Round 44, lead's helper ha: probes in ``corpus_round44_lead_ha.py`` (see its docstring).

Before (main 2273f4fe): WAVE dangerous 0/2 blocked, benign 1/1 false blocks; FIELDS 14/15 · 5/11; LATE 9/11 · 4/10.
After (:mod:`home_cli_tokens` via ``store_files.store_token_to_own_host``; ``scene_files.record_taint``: a credential
printer's ``> F`` is no export's data of record; ``ops_reads``' aws printers; ``secret_shapes_r36.secret_columns``):
WAVE 2/2 · 0/1, FIELDS 15/15 · 0/11, LATE 11/11 · 2/10 (the two strict xfails below, blocked at main too).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round44_lead_ha as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES,
    open_benign={"late-8": "blocked at main too: a printer's file given to its own CLI by a `<` redirect "
                           "(`docker login --password-stdin < F`) is read as a send; the pipe form is open",
                 "late-9": "blocked at main too: curl's `--netrc-file ~/.netrc` to a host the file names — Tier 1 "
                           "does not read the file's machines (not visible in the test profile)"})
