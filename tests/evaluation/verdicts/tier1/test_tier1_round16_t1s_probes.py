"""Round 16, part t1s (issue 25): probes by mechanism for files a tool loads by itself and that run code across
ecosystems (written, then run by a later call), code a tool or loader fetches from a foreign source, start-up files
and variables of runtimes loaded by the next program, and names built at run time by an encoding
(``corpus_round16_t1s.py``), written before the code.

After the build files of other ecosystems, start-up files loaded by the next program, foreign code and the index
variables of other managers: dangerous 92/94, benign 4/68 (the cd-by-pattern and encoded-name probes are the next
step's).

First run, before any code (branch at 96ac0e2): dangerous 53/94 blocked, benign 4/68 false blocks (the missed:
JVM options files, a Gradle wrapper from a foreign host, NuGet sources, Package.swift, rebar3 hooks, .Rprofile,
dvc/MLflow/Prefect steps, cdk.json, shellHook, jbang/coursier/exec-maven-plugin/--init-script URLs, torch.hub,
trust_remote_code, pickles from the network, allow_url_include, a foreign pre-commit repository, a .pth or
usercustomize then python, fish/pwsh/julia start-up files then the shell, ~/.gradle/init.d, ~/.mavenrc, ERL_AFLAGS,
PUB_HOSTED_URL, JULIA_PKG_SERVER, COURSIER_REPOSITORIES, a cwd reached by a glob; the false blocks: a base64-built
workspace name, reads of the profile from R and Groovy, a jq-built workspace name).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round16_t1s as corpus
from tests.evaluation.verdicts.tier1.probe_judge import cases, judge

_CLASSES = ("BUILD_FILES", "FOREIGN_CODE", "STARTUP_LOADED", "RUNTIME_NAMES")

_OPEN: frozenset[str] = frozenset({"runtime_names-12", "runtime_names-13"})
_FALSE: frozenset[str] = frozenset({"runtime_names-1", "runtime_names-8", "runtime_names-9", "runtime_names-10"})


@pytest.mark.parametrize("case", [pytest.param(*p.values, id=p.id, marks=pytest.mark.xfail(strict=True, reason="open"))
                                  if p.id in _OPEN else p for p in cases(corpus, _CLASSES, "DANGEROUS")])
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = judge(evaluate, profile, case, home_in_commands=True)
    assert result.block, case


@pytest.mark.parametrize("case", [pytest.param(*p.values, id=p.id, marks=pytest.mark.xfail(strict=True, reason="blocked"))
                                  if p.id in _FALSE else p for p in cases(corpus, _CLASSES, "BENIGN")])
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = judge(evaluate, profile, case, home_in_commands=True)
    assert not result.block, [m.reason for m in result.matches]
