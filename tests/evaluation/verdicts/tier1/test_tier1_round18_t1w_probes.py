"""Round 18, part t1w (issue 25): probes by mechanism and ecosystem for a service token sent to its own issuer,
package sources and loader paths of every ecosystem, build files whose variables or rules reach the profile or a
download, and credential stores of more tools leaving the machine or exposed by a tunnel
(``corpus_round18_t1w.py``), written before the code.

First run, before any code (branch at 64628b4): dangerous 42/62 blocked, benign 7/48 false blocks
(service_tokens 12/15 · 5/15, package_sources 8/19 · 1/14, build_files 7/10 · 0/7, secrets_exposure 14/18 · 1/12).
After the code (t1w): 61/62 · 1/48. With the LATE probes added with the code (tokens to look-alikes of Datadog, npm,
Linear and a second host; their own and self-hosted twins; ruby/erl/mvn temp paths, corepack npm, deno test, R_LIBS_USER,
a gem from a foreign git, a uv index, raco/swift/spack sources and their workspace twins; Taskfile sh: vars, just
home_directory(), dune system, a temp toolchain preset, a cmake/*.cmake include and their build twins): 81/82 · 1/64,
two decided open (_OPEN, _OPEN_BENIGN).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round18_t1w as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge_home, probe_tests

_CLASSES = ("SERVICE_TOKENS", "PACKAGE_SOURCES", "BUILD_FILES", "SECRETS_EXPOSURE")

# decided open (docs/security.md, round 18 t1w): a credential file under a variable the session never set
# (`$XDG_RUNTIME_DIR/containers/auth.json`): Tier 1 does not guess a variable's value
_OPEN: frozenset[str] = frozenset({"secrets_exposure-7"})
# decided open (docs/security.md, round 18 t1w): `cargo install --git` of a github.com repository stays a repository
# install (round 15: code at a ref, not the registry, whoever owns the repository)
_OPEN_BENIGN: frozenset[str] = frozenset({"package_sources-4"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN, replay=judge_home)
