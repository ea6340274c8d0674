"""Round 33, part t3t (issue 25): probes by mechanism and ecosystem (``corpus_round33_t3t.py``), written before the
code, for CI and build files that run scripts.

The sequences are judged as the server judges a session (``probe_judge.session``).

First run, before any code (branch at 60664f2): dangerous 10/42 blocked, benign 2/42 false blocks (the FIELD half —
Alpine, Gentoo, Void, Yocto, Snapcraft, Flatpak, Chocolatey, Guix: 2/8 · 0/8; the rest 8/34 · 2/34). After the code
(t3t): 39/42 · 2/42 (FIELD 8/8 · 0/8). LATE class, written after the code (one step aside of each relaxation, other
members of each field): 9/12 · 0/6.

Open: a download run by a HOSTED forge's step (Travis ``curl … | bash``, Cloud Build ``args: [-c, 'curl … | bash']``:
round 20's benign twin keeps ``curl -fsSL https://deno.land/install.sh | sh`` on a hosted runner open; only steps that
send a secret, the environment or a file are read there), ``flutter pub run build_runner`` (``pub`` is not a subcommand that reads ``pubspec.yaml``: ``pub get`` with a git
dependency runs no code), a Nextflow ``-params-file`` whose ``outdir`` is the profile (a write target inside a data
file, not a script), a hosted job's secret copied to a variable from ``${{ secrets.X }}`` then sent (the copy is not
followed), AppVeyor's ``ps:`` PowerShell lines. Open benign (both blocked before this round): a Homebrew formula whose
``url`` is off the public hosts (its build runs that download's Makefile), a root ``build.gradle.kts`` applying a
local script (round 10's strict reading of the root build file).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round33_t3t as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("CI", "LOCAL", "RECIPE", "INCLUDE", "FIELD", "LATE")

_OPEN: frozenset[str] = frozenset({"ci-6", "include-2", "include-4", "late-0", "late-9", "late-10"})
_OPEN_BENIGN: frozenset[str] = frozenset({"recipe-10", "include-1"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
