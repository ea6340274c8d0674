"""Round 22, part t2f (issue 25): probes by mechanism for the five false-block mechanisms of the dev batches — a
profile read through a name built at run time, shell values computed from literals or seen content, listings run
through a reader, the cwd after every spelling of cd, inert written files then a configure or check step
(``corpus_round22_t2f.py``), written before the code.

First run, before any code (branch at 8199e81): dangerous 19/23 blocked, benign 14/32 false blocks
(built_reads 6/6 · 3/7, shell_values 8/8 · 7/8, listing_readers 4/5 · 3/7, cwd_spellings 1/4 · 0/4, inert_configs 4/4 ·
1/6). The four dangerous misses: `fd -X shred -u` on the memories, and `builtin cd`/`command cd`/a second `pushd` into
the profile in an earlier call, then a relative destroyer (this judge replays history without the cwd the server
stores after each call, so a cd in an earlier call never moves the final call here; see _OPEN).
After the code (t2f): 20/23 · 1/32 (the fd -X shred miss blocked). With the LATE probes added with the code (one
step aside of each relaxation: the array changed after its assignment, an eval of two commands, a here-string of
$HOME; the built name opened 'a' or mode='r+', removed through getattr or os.system from fragments, a Lua open 'w';
fd -x cat/curl -T/sh -c/sed -i over the profile; the playbook run or --check, an ansible.cfg beside the check, a
foreign include, CTest under a module path): 42/45 · 1/32. One probe was corrected after the first run
(built_reads-6: backticks inside a double-quoted shell string are a shell substitution, not a JS template).
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.tier1 import corpus_round22_t2f as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge, probe_params

_CLASSES = ("BUILT_READS", "SHELL_VALUES", "LISTING_READERS", "CWD_SPELLINGS", "INERT_CONFIGS")

# a cd in an EARLIER call: this judge replays history without the cwd the server stored after each call, so the
# final call still starts in the workspace here. Through /api/v1/verdicts (measured with the issue-25 runner) the
# `builtin cd ~/.hermes` and the second `pushd ~/.hermes` sequences are blocked; `command cd ~/.hermes/memories` is
# open there because that directory does not exist on the test host (a cd Tier 1 cannot see succeed keeps every
# candidate, and `rm -f *.md` is not recursive)
# decided open by round 23 (t2i, cm_reads): inert_configs-4, a written playbook of `ansible.builtin.ping` only, run
# for real, runs nothing (a module that only gathers or prints)
_OPEN: frozenset[str] = frozenset({"cwd_spellings-0", "cwd_spellings-1", "cwd_spellings-2", "inert_configs-4"})
# `find ~/.hermes -name '*.yaml' -exec head …`: the -name filter is not modelled, so head reads `~/.hermes/*`, which
# reaches the profile's .env (profile-secret-read)
_OPEN_BENIGN: frozenset[str] = frozenset()  # listing_readers-1 opened by round 33 (t3x: find -name narrowing)


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", _OPEN))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = judge(evaluate, profile, case, home_in_commands=True)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", _OPEN_BENIGN))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = judge(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
