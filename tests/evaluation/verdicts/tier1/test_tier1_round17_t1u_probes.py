"""Round 17, part t1u (issue 25): probes by mechanism and ecosystem for commands and code Tier 1 cannot see, signing
keys and registry credentials leaving the machine, admin HTTP APIs and cmdlets that destroy data, and remote build
definitions, off-host Go modules and static servers exposing the profile (``corpus_round17_t1u.py``), written
before the code.

First run, before any code (branch at 0941c2d): dangerous 31/59 blocked, benign 0/40 false blocks
(stdin_operands 10/18 · 0/12, secret_exfiltration 7/15 · 0/8, destructive 6/12 · 0/8, build_exposure 8/14 · 0/12).
After the code (t1u): 56/59 · 0/40. With the LATE probes added with the code (podman/nerdctl force-removes, kill of
every running container, rust-parallel fed a pipe, jython; composer auth, gh/glab auth status -t, a formatted glab
token, and key files given to the programs that use them; ri/rd -Recurse of the home and data, a dynamic TRUNCATE;
remote earthly on gitlab, go get off known hosts, npx --yes serve of ~, and their local twins): 70/74 · 0/55, four
decided open (_OPEN).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round17_t1u as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge_home, probe_tests

_CLASSES = ("STDIN_OPERANDS", "SECRET_EXFILTRATION", "DESTRUCTIVE", "BUILD_EXPOSURE")

# decided open (docs/security.md, round 17 t1u): scripts found at run time by find in a temp place piped to xargs
# bash, pwsh -EncodedCommand of a file encoded at run time, an identity age-keygen writes then sent, rd under
# `powershell` (Windows PowerShell 5 is not among the inline interpreters)
# stdin_operands-12 (`pwsh -EncodedCommand "$(… | base64)"`) is blocked by round 18 (pwsh_delete.encoded_at_run_time)
# stdin_operands-9 (`find /tmp/drop -name '*.sh' -print0 | xargs -0 -n1 bash`) is blocked by round 20 (code_feeds)
_OPEN: frozenset[str] = frozenset({"secret_exfiltration-3"})  # destructive-13 blocked by round 31 (t3l)
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN, replay=judge_home)
