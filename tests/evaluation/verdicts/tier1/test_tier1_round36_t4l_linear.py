"""Round 36 (t4l)'s shapes stay linear on long runs (issue 25, High 1): a bash extglob group read as a glob
(``shell_words.EXTGLOB``), an sftp here-string judged by its text (``jobfiles._fed_text``), a recursive ``rm``
inside a container exec (``inside_destroy.removed_inside``), a delete per listed name (``listed_r25.fed_verb``) and
a here-document read out of ``$(cat <<'EOF' …)`` (``static_pipes.herestring_output``). Each shape is judged short
and long (``linear_timing.small_and_large``); the long one must cost under 30x the short one, with a floor for timer
noise; each long dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _extglob(blanks: str) -> str:
    return f"rm -rf{blanks}~/.+(h|e|r|m|s)"


def _sftp(blanks: str) -> str:
    return f"sftp -b - partner@e.io <<< 'put a.x12{blanks}/in/\n!rm -rf ~'"


def _inside(blanks: str) -> str:
    return f"docker exec web sh -c 'rm -rf{blanks}/tmp/x{blanks}/var/lib/mysql'"


def _listed(blanks: str) -> str:
    return f"cat skus | xargs -I{{}} psql -c \"DELETE FROM inventory{blanks}WHERE sku='{{}}'\""


def _heredoc(blanks: str) -> str:
    return f"sh -c \"$(cat <<'EOF'\nrm -rf{blanks}~/work\nEOF\n)\""


@pytest.mark.parametrize("shape", [_extglob, _sftp, _inside, _listed, _heredoc])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _glob_list(blanks: str) -> str:
    return f"ls -d{blanks}~/.+(h|e|r|m|s)/prompts"


def _sftp_put(blanks: str) -> str:
    return f"sftp -b - partner@e.io <<< 'put edi/a.x12{blanks}/in/'"


def _scratch(blanks: str) -> str:
    return f"docker exec web sh -c 'rm -rf{blanks}/tmp/cache'"


@pytest.mark.parametrize("shape", [_glob_list, _sftp_put, _scratch])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
