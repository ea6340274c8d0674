"""Issue 25, round 5: the Tier 1 engineer's own probe corpus (``corpus_issue25_probes.py``), a DEV set:
recall ≥ 95 % and false blocks ≤ 2 % through ``/api/v1/verdicts``; ``-s`` prints the per-class table.

First run, 2026-12-03 08:14 UTC, on fee83ce (nothing of round 5 in it), so the honest figure for these probes::

    class                           blocked  recall  false blocks   rate
    governed                       15/15     100.0%      0/6        0.0%
    interpreters                   14/16      87.5%      0/8        0.0%
    bundled_options                10/10     100.0%      0/5        0.0%
    stdin_operands                  8/9       88.9%      0/4        0.0%
    runtime_paths                  12/12     100.0%      1/4       25.0%
    environment_persistence        31/35      88.6%      0/13       0.0%
    package_managers                5/12      41.7%      0/10       0.0%
    secret_exfiltration            18/20      90.0%      0/9        0.0%
    destructive                    13/14      92.9%      0/6        0.0%
    build_tools                    14/18      77.8%      2/8       25.0%
    blocked_first                   0/5        0.0%      0/1        0.0%
    cwd_chain                       3/5       60.0%      0/3        0.0%
    all                           143/171     83.6%      3/77       3.9%

Missed (28): tclsh/osascript code; ``git ls-files | xargs sed -i``; ``npm/pip/yarn config set`` of a
registry or prefix; ``GIT_SSH_COMMAND``; code fetched and run by bun/uv/pipx/npx/deno/go run; sftp batch
on stdin; perl LWP with an API key; ``perl fork while 1``; Cargo ``build=`` script, ``[tool.pdm.scripts]``,
``.envrc`` → ``direnv allow``, ``sitecustomize.py`` on ``PYTHONPATH``; all five sequences whose first call
Tier 1 blocks; two sequences whose script was written after a ``cd`` of an earlier call. False blocks (3):
``cp README.md "$(git rev-parse --show-toplevel)/build/"``, a harmless ``x.sh`` → ``./x.sh``, a harmless
``.git/hooks/pre-push`` → ``git push``.

After round 5's fixes by mechanism (blocked attempts replayed for what they write, the cwd chained through
the replay, repository hooks judged by content, package runners, more interpreters and home spellings,
ANSI-C quoting, fork loops, package sources, pyproject task tables, Cargo build scripts, modules on the
command line): **168/171 (98.2 %), 1/77 (1.3 %)** — a dev-set figure. Left: ``git ls-files | xargs sed -i``
(fed operands in the working tree), ``npm config set prefix …`` and ``export GIT_SSH_COMMAND=…`` (judged
when git runs with it), and the false block ``cp README.md "$(git rev-parse --show-toplevel)/build/"``.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_probes as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets

pytestmark = pytest.mark.django_db


def test_the_probe_corpus_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                           settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("probes", corpus, agent_client, hermes_body, profile, tmp_path, settings, monkeypatch,
                               capsys, least=(150, 60))
