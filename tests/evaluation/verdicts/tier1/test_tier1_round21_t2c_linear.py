"""Round 21 (part t2c)'s own shapes stay linear on long runs (issue 25, High 1): an awk regex literal beside a pipe
(``indirect._AWK_REGEX_LITERAL``), a shell's positional arguments (``shell_positional``), a named scratch directory
and dry runs (``falseblocks_r21``), a read-only SQLite open and a read format (``falseblocks_r21``), a git name in
an output path (``name_printers``). Each shape is judged at 200 and at 20,000 characters; the long one must cost
under 20x the short one, with a floor for timer noise; the dangerous twins are still blocked, the benign open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _awk_pipe(blanks: str) -> str:
    return f"env | awk -v c=sh '/^(PATH|HOME)=/{blanks}{{print | c}}'"


def _positional_write(blanks: str) -> str:
    return f"sh -c 'cp build/x \"$1/SOUL.md\"'{blanks}_ ~/.hermes"


def _tmp_glob(blanks: str) -> str:
    return f"rm -rf{blanks}/tmp/*"


def _not_dry(blanks: str) -> str:
    return f"stow --no-folding{blanks}-d /tmp/dots -t ~/.hermes skills"


def _second_connection(blanks: str) -> str:
    return ("python3 -c \"import sqlite3, os; p = os.path.expanduser('~/.hermes/SOUL.md'); "
            f"sqlite3.connect('file:' + p + '?mode=ro', uri=True);{blanks}sqlite3.connect(p).execute('DELETE FROM x')\"")


def _lua_append(blanks: str) -> str:
    return f"lua -e 'local f = io.open(os.getenv(\"HOME\") .. \"/.hermes/SOUL.md\",{blanks}\"a\"); f:write(\"x\")'"


def _git_name_in_profile(blanks: str) -> str:
    return f"cp /tmp/evil ~/.hermes/skills/$(git rev-parse --short{blanks}HEAD).md"


@pytest.mark.parametrize("shape", [_awk_pipe, _positional_write, _tmp_glob, _not_dry, _second_connection, _lua_append,
                                   _git_name_in_profile])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        command = shape(blanks)
        assert evaluate(command).block, command[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)


def _awk_alternation(blanks: str) -> str:
    return f"ldconfig -p | awk '/libssl|libcrypto/{blanks}{{print $1}}' | sort -u"


def _positional_read(blanks: str) -> str:
    return f"sh -c 'wc -l \"$1/SOUL.md\"'{blanks}_ ~/.hermes"


def _scratch(blanks: str) -> str:
    return f"rm -rf{blanks}/tmp/scratch-build-42"


def _dry(blanks: str) -> str:
    return f"stow -n -v{blanks}-d /tmp/dots -t ~/.hermes skills"


def _lua_read(blanks: str) -> str:
    return f"lua -e 'local f = io.open(os.getenv(\"HOME\") .. \"/.hermes/SOUL.md\"); print(#f:read({blanks}\"a\"))'"


def _git_name(blanks: str) -> str:
    return f"tar -czf build/r-$(git rev-parse --short{blanks}HEAD).tgz src/"


@pytest.mark.parametrize("shape", [_awk_alternation, _positional_read, _scratch, _dry, _lua_read, _git_name])
def test_a_long_benign_shape_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        command = shape(blanks)
        assert not evaluate(command).block, command[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)
