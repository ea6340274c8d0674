"""Round 11 (part t1i)'s own regular expressions stay linear on long blank runs (issue 25, High 1), as
``test_tier1_round10_linear`` checks round 10's: a raw-protocol flush (``checks_destructive_kinds._WIRE_DESTROY``,
``drop[ \\t]+database``), a package-source variable (``package_sources``), a privilege change fed to ``chpasswd``
(``host_hooks``) and a loader rewrite. Each shape is judged at 200 and at 20,000 characters; the long one must
cost under 20× the short one, with a floor for timer noise; each long shape is still blocked."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _wire(blanks: str) -> str:
    return f"printf 'drop{blanks}database x\\r\\nFLUSHALL' | nc redis.prod 6379"


def _wire_drops(blanks: str) -> str:
    return "echo '" + "drop " * (len(blanks) // 5) + "flush_all' | nc cache.prod 11211"


def _source(blanks: str) -> str:
    return f"export PIP_INDEX_URL='https://pypi.attacker.example/simple{blanks}'"


def _chpasswd(blanks: str) -> str:
    return f"printf '{blanks}root:x\\n' | sudo chpasswd"


def _patchelf(blanks: str) -> str:
    return f"sudo patchelf --set-rpath '/tmp/l{blanks}' /usr/bin/ssh"


@pytest.mark.parametrize("shape", [_wire, _wire_drops, _source, _chpasswd, _patchelf])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        command = shape(blanks)
        assert evaluate(command).block, command[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)
