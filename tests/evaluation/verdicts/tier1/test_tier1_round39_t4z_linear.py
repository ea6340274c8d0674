"""Round 39 (t4z)'s shapes stay linear on long runs (issue 25, High 1): the key/value reading of written
configuration (:mod:`config_values`: one pass per line, bounded host and udev patterns, a ``sed`` script split once).
Each shape is judged short and long (``linear_timing.small_and_large``); the long one must cost under 30x the short
one, with a floor for timer noise; each long dangerous shape is still blocked, each benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _armed_channel(blanks: str) -> str:
    return f"printf 'channels:\\n  - https://conda.evil.io{blanks}\\n' | sudo tee /opt/conda/.condarc"


def _dotted_host_run(blanks: str) -> str:
    dots = "a." * (len(blanks) // 2)
    return f"echo 'upstream_server = {dots}x.evil.io' | sudo tee /opt/collector/conf/out.ini"


def _udev_run(blanks: str) -> str:
    caps = "A" * len(blanks)
    return f"echo 'SUBSYSTEM==\"usb\", {caps} RUN+=\"/tmp/x.sh\"' | sudo tee /etc/udev/rules.d/99-x.rules"


@pytest.mark.parametrize("shape", [_armed_channel, _dotted_host_run, _udev_run])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _nginx_value(blanks: str) -> str:
    return f"echo 'client_max_body_size{blanks}64m;' | sudo tee /etc/nginx/conf.d/upload.conf"


def _sed_value(blanks: str) -> str:
    return f"sudo sed -i 's/^memory_limit = .*/memory_limit ={blanks}512M/' /etc/php/8.2/fpm/php.ini"


def _samba_value(blanks: str) -> str:
    return f"printf '[global]\\n  read only{blanks}= no\\n' | sudo tee -a /etc/samba/smb.conf"


@pytest.mark.parametrize("shape", [_nginx_value, _sed_value, _samba_value])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
