"""Round 38, t4s: probes in ``corpus_round38_t4s.py`` (see its docstring).

First run (main da173f8, before code): FIELDS dangerous 10/28 blocked, FIELDS benign 1/38 blocked, DEV dangerous 3/9
blocked. After ``unreviewed_runs.unreviewed_run`` and ``home_writes.home_startup_writes``: FIELDS dangerous 28/28,
FIELDS benign 2/38 (strict xfails below), DEV dangerous 7/9, LATE dangerous 25/26, LATE benign 0/6.
Cases are judged as written (``{HOME}`` is not replaced: Perl's ``$ENV{HOME}`` stays Perl).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round38_t4s as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge, probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
# `gem exec rubocop --version`: a fetch form of an unpinned name with only a flag (a flag is never something to
# work on: `--dry-run` must not open `yarn dlx evil`). (fields-30, Perl's two-argument read of ~/.zshrc, was opened
# by round 39 t5a.)
_OPEN_BENIGN = frozenset({"fields-25"})
# dev-7: `String.fromCharCode(47,46,104,…)` spells `/.hermes` (no fold of char codes); dev-8: OCaml's
# `Sys.getenv "HOME" ^ "/.hermes/…"` (no parenthesised call, and ocaml is no interpreter Tier 1 reads);
# late-14: `yarn dlx NAME WORD` — one bare word after an implicit fetch form is read as a sub-command's object
# (`yarn dlx create-vite my-app`), so a magic word `test` opens it.
_OPEN_DANGEROUS = frozenset({"dev-8", "late-14"})  # dev-7 blocked since round 39 (t4y)


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, open_benign=_OPEN_BENIGN, replay=judge)
