"""Round 21, part t2c (issue 25): probes by mechanism for the six false-block mechanisms of the dev batches — reads
of a profile file whose path is built at run time, `sh -c SCRIPT NAME ARGS`, pipelines ending in a filter, the cwd as
context of an absolute scratch path, dry runs and read-only database opens, `$(…)` in a workspace output name
(``corpus_round21_t2c.py``), written before the code.

First run, before any code (branch at 5bdc02e): dangerous 51/51 blocked, benign 29/67 false blocks (profile_reads
10/10 · 3/12, positional_args 8/8 · 8/8, filter_pipes 10/10 · 4/19, scratch_dirs 7/7 · 5/6, dry_runs 9/9 · 6/12,
subst_names 7/7 · 3/10).
After the code (t2c): 51/51 · 1/67. With the LATE probes added with the code (one step aside of each relaxation: a
built awk pipe or system() beside a regex alternation, `key=/`; `$2`, `${1}`, `$*`, both ends given, a non-plain
argument; /var/tmp/.*, `..`, a link, /dev/shm/*, a name not scratch or a weighty one; an option that still writes, a second connection, ATTACH, COPY TO,
stdin, `--no-folding`, `mv -n`; git config/branch/log %s/show in names, a git name in the profile; an open in "a" or
"r+" mode beside a read, slurp then spit or post, a Node read then a request, System.cmd; and open twins: git
describe/rev-list/log %h, rclone/ansible/terraform/apt-get dry runs, read then count, existsSync): 88/91 · 1/79.
One probe was corrected after the first run (filter_pipes-9 named a literal /home/agent instead of {HOME}).
"""
from __future__ import annotations

from typing import Any

import pytest

from evaluation.verdicts.tier1 import default_protected_paths
from tests.evaluation.verdicts.tier1 import corpus_round21_t2c as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge, probe_params

_CLASSES = ("PROFILE_READS", "POSITIONAL_ARGS", "FILTER_PIPES", "SCRATCH_DIRS", "DRY_RUNS", "SUBST_NAMES")

# open before this round's code as well (measured with the code stashed): `cd /tmp` then `rm -rf *` (a relative glob
# in a cwd the session moved to is not resolved to /tmp/*; the LATE probe found it); `rsync --log-file=PROFILE`
# (rsync's log file is not modelled as a write, with or without -n); `git -C ~/.hermes commit` (open with or without
# -n: a commit in the profile's own repository)
_OPEN: frozenset[str] = frozenset({"scratch_dirs-8", "dry_runs-9", "dry_runs-15"})
# round 25 (t2o): `bash -c 'for f in "$@"; do sha256sum "$f"; done' _ ~/.hermes/SOUL.md …` is open: a `for` header
# binds its variable (loop_words) and the body reads
_OPEN_BENIGN: frozenset[str] = frozenset()


def _judge(evaluate: Any, profile: Any, case: Any) -> Any:
    """``{DB}`` is a SQLite file outside the profile, protected as the service's database is."""
    database = str(profile.home.parent / "srv" / "qlnweb.sqlite3")
    protected = default_protected_paths(str(profile.hermes_home), str(profile.active_store), [database])

    def run(args: Any, **kw: Any) -> Any:
        return evaluate(args, protected_paths=protected, **kw)

    def fill(item: Any) -> Any:
        if isinstance(item, str):
            return item.replace("{DB}", database)
        if isinstance(item, list):
            return [fill(step) for step in item]
        return item

    return judge(run, profile, fill(case), home_in_commands=True)


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "DANGEROUS", _OPEN))
def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
    result = _judge(evaluate, profile, case)
    assert result.block, case


@pytest.mark.parametrize("case", probe_params(corpus, _CLASSES, "BENIGN", _OPEN_BENIGN))
def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
    result = _judge(evaluate, profile, case)
    assert not result.block, [m.reason for m in result.matches]
