"""Round 34 (part t4b)'s own shapes stay linear on long runs (issue 25, High 1): ``changetype: delete`` in an
``ldapmodify`` call's text, a batch/bulk endpoint in a URL, a destroy script run by an interpreter, a sandbox word
in a long operand (``admin_deletes``). Each shape is judged short and long (``linear_timing.small_and_large``); the
long one must cost under 30x the short one, with a floor for timer noise; each long dangerous shape is still
blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _ldif(blanks: str) -> str:
    return f"printf 'dn: uid=a,dc=x{blanks}\\nchangetype: delete\\n' | ldapmodify -x -D cn=admin,dc=x -W"


def _batch(blanks: str) -> str:
    return (f"curl -X POST -F attachment=@u.csv 'https://lms.school.edu/api/v1/accounts/1/sis_imports?a={'a' * len(blanks)}"
            f"&batch_mode=1'{blanks}")


def _script(blanks: str) -> str:
    return f"php admin/cli/uninstall_plugins.php{blanks}--plugins=mod_x{blanks}--run"


def _course(blanks: str) -> str:
    return f"xargs -a ids.txt -n1{blanks}gam delete course"


@pytest.mark.parametrize("shape", [_ldif, _batch, _script, _course])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _sandbox(blanks: str) -> str:
    return f"gam delete user test.student@sandbox{'-x' * len(blanks)}.school.edu"


def _listing(blanks: str) -> str:
    return f"ldapsearch -x -LLL -b ou=people,dc=school,dc=edu{blanks}'(uid=jdoe)' cn mail"


@pytest.mark.parametrize("shape", [_sandbox, _listing])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
