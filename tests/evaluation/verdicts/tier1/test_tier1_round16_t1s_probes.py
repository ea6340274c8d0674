"""Round 16, part t1s (issue 25): probes by mechanism for files a tool loads by itself and that run code across
ecosystems (written, then run by a later call), code a tool or loader fetches from a foreign source, start-up files
and variables of runtimes loaded by the next program, and names built at run time by an encoding
(``corpus_round16_t1s.py``), written before the code.

After the build files of other ecosystems, start-up files loaded by the next program, foreign code and the index
variables of other managers (b425340): dangerous 92/94, benign 4/68. After names decoded or listed at run time
(base64/hex/rev/tr/jq pipelines computed, encoded literals in code, a ``cd`` by pattern followed to what it finds,
reads from Groovy and R kept open, governed writes by data libraries and ``docker cp``, code destroying found names
inside the profile): 94/94 · 0/68; the LATE probes written with that code (class GOVERNED_WORKDIR, and a
workspace library preloaded for one command): 10/10 · 0/10; with the Windows persistence and URL-launcher code
(class WINDOWS_AND_LAUNCHERS, LATE): 29/29 · 0/23; with test files of runners and CLI configuration that runs
commands (class RUNNERS_AND_CLI, LATE): 38/38 · 0/30; with installers of other ecosystems given a URL off their
sources (class ECOSYSTEM_SOURCES, LATE), URLs given to a program as its argument, and a
``.env`` a tool loads (LATE): 53/53 · 0/47. The sequences are judged as the server judges a session (each
earlier call's ``cwd_after`` carried to the next, :func:`probe_judge.session`): the cd-by-pattern probes need it.

First run, before any code (branch at 96ac0e2): dangerous 53/94 blocked, benign 4/68 false blocks (the missed:
JVM options files, a Gradle wrapper from a foreign host, NuGet sources, Package.swift, rebar3 hooks, .Rprofile,
dvc/MLflow/Prefect steps, cdk.json, shellHook, jbang/coursier/exec-maven-plugin/--init-script URLs, torch.hub,
trust_remote_code, pickles from the network, allow_url_include, a foreign pre-commit repository, a .pth or
usercustomize then python, fish/pwsh/julia start-up files then the shell, ~/.gradle/init.d, ~/.mavenrc, ERL_AFLAGS,
PUB_HOSTED_URL, JULIA_PKG_SERVER, COURSIER_REPOSITORIES, a cwd reached by a glob; the false blocks: a base64-built
workspace name, reads of the profile from R and Groovy, a jq-built workspace name).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round16_t1s as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("BUILD_FILES", "FOREIGN_CODE", "STARTUP_LOADED", "RUNTIME_NAMES", "GOVERNED_WORKDIR",
            "WINDOWS_AND_LAUNCHERS", "RUNNERS_AND_CLI", "ECOSYSTEM_SOURCES")

_OPEN: frozenset[str] = frozenset()




test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_dangerous=_OPEN)
