"""Round 35 (t4g)'s own shapes stay linear on long runs (issue 25, High 1): a field tool's script option or job operand
(``field_jobs`` tables read by ``jobfiles.job_file``), Ghostscript's operands under ``-dNOSAFER`` and a comma list of
add-on paths (``field_jobs.field_words``), a plugin installer's source (``field_jobs.field_fetch``), a VPN client's
own profile (``field_secrets.OWN_CONFIG``). Each shape is judged short and long (``linear_timing.small_and_large``);
the long one must cost under 30x the short one, with a floor for timer noise; each long dangerous shape is still
blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _filter(blanks: str) -> str:
    return f"pandoc in.md{blanks}--lua-filter /tmp/f.lua -o out.html"


def _ghostscript(blanks: str) -> str:
    return f"gs -dNOSAFER{blanks}-dBATCH /tmp/job.ps"


def _addons(blanks: str) -> str:
    return f"odoo-bin \"--addons-path=addons,{blanks},/tmp/evil\" -d x"


def _plugin(blanks: str) -> str:
    return f"elasticsearch-plugin install{blanks}https://e.io/p.zip"


@pytest.mark.parametrize("shape", [_filter, _ghostscript, _addons, _plugin])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _profile(blanks: str) -> str:
    return f"openvpn --config{blanks}/etc/openvpn/client.ovpn"


def _catalogue(blanks: str) -> str:
    return f"grafana-cli plugins install{blanks}grafana-clock-panel"


@pytest.mark.parametrize("shape", [_profile, _catalogue])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
