"""Round 23, part t2i (issue 25): probes by mechanism and ecosystem for the false blocks of the thirty-fifth to
thirty-seventh batches: inert lines appended to a user's configuration, permissions narrowed on the profile, syntax
checks of listed files, configuration management that only reads or checks, and a cd that leaves the profile
(``corpus_round23_t2i.py``), written before the code. Sequences are judged as the server judges a session (each
earlier call's ``cwd_after`` carried to the next).

First run, before any code (branch at 5aab5da): dangerous 38/38 blocked, benign 31/40 false blocks
(rc_lines 14/14 · 10/10, chmod_narrow 7/7 · 5/6, syntax_lists 5/5 · 7/9, cm_reads 6/6 · 4/10, cd_leaves 6/6 · 5/5).
The false blocks were strict xfails until the code of their mechanism opened them.
After the code (t2i): 38/38 · 1/40; with the LATE probes written with the code (one step aside from each relaxation):
85/86 · 1/57 (rc_lines 33/33 · 0/15, chmod_narrow 16/16 · 0/10, syntax_lists 10/10 · 1/12, cm_reads 16/17 · 0/13,
cd_leaves 10/10 · 0/7). Strict xfails: one dangerous (open on main too) and one benign (decided), below. After the
merge with t2j and t2k (r23): 86/86 · 1/57 (the dangerous one is blocked through t2k's reading of `ansible -a`).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round23_t2i as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("RC_LINES", "CHMOD_NARROW", "SYNTAX_LISTS", "CM_READS", "CD_LEAVES")

# open on t2i's branch, blocked after the merge (r23): an ad hoc `debug` whose message is a `file` lookup of the
# profile's .env — t2k reads `ansible -a` as a command line, whose words then name the secret
_OPEN: frozenset[str] = frozenset()
# decided blocked: `perl -c` runs BEGIN blocks and `use` statements (perlrun), so a listed `.pl`
# may still run code (round 18's check_modes); the probe was written before the line was drawn
_OPEN_BENIGN: frozenset[str] = frozenset({"syntax_lists-3"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
