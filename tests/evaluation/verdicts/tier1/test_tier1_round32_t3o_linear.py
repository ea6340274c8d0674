"""Round 32 (part t3o)'s own shapes stay linear on long runs (issue 25, High 1): a scanner's denied option and output
(``scanner_reads``), a ``KIND,PATH`` value (``reach_words``), a module's ``key=value`` list (``_kv_args``), a scanner
or dd-style copy of the profile's secret (``secret_words``) and a detonated sample (``detonation``). Each shape is
judged at 200 and at 20,000 characters; the long one must cost under 30x the short one, with a floor for timer noise;
each long dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _denied(blanks: str) -> str:
    return f"clamscan -r{blanks}--remove ~/.hermes/skills"


def _output(blanks: str) -> str:
    return f"syft dir:/srv/app{blanks}-o spdx-json=$HOME/.hermes/SOUL.md"


def _kind_path(blanks: str) -> str:
    return f"tshark -r /cases/c.pcap{blanks}--export-objects http,$HOME/.hermes/scripts/5qln"


def _kv(blanks: str) -> str:
    return f"ansible localhost -m lineinfile -a \"path=$HOME/.hermes/config.yaml{blanks}line='a: b'\""


def _secret(blanks: str) -> str:
    return f"dcfldd if=$HOME/.hermes/.env{blanks}of=build/x"


def _detonate(blanks: str) -> str:
    return f"python3{blanks}/cases/C9/samples/dropper.py"


@pytest.mark.parametrize("shape", [_denied, _output, _kind_path, _kv, _secret, _detonate])
def test_a_long_dangerous_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _scan_ok(blanks: str) -> str:
    return f"yara -r rules.yar{blanks}~/.hermes/skills"


def _dd_ok(blanks: str) -> str:
    return f"dcfldd if=$HOME/.hermes/config.yaml{blanks}of=build/x hash=sha256"


def _slurp_ok(blanks: str) -> str:
    return f"ansible localhost -m slurp -a \"src=$HOME/.hermes/config.yaml{blanks}\""


def _sample_ok(blanks: str) -> str:
    return f"python3 tools/pe.py{blanks}/cases/C9/samples/x.exe"


@pytest.mark.parametrize("shape", [_scan_ok, _dd_ok, _slurp_ok, _sample_ok])
def test_a_long_benign_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
