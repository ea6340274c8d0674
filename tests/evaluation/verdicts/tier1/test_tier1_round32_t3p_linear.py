"""Round 32 (part t3p)'s own shapes stay linear on long runs (issue 25, High 1): argument and config files
(``arg_files``: an ``@F`` or ``-@ F`` of an unseen temp file, a per-file hook, and the text of a config file the
session wrote, read line by line for command keys, script values and protected paths). Each shape is judged short
and long (``linear_timing.small_and_large``); the long one must cost under 30x the short one, with a floor for timer
noise; each long dangerous shape is still blocked."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _argfile(blanks: str) -> Any:
    return f"exiftool -@{blanks}/tmp/exif_args.txt"


def _hook(blanks: str) -> Any:
    return f"yt-dlp --exec 'sh{blanks}{{}}' https://www.youtube.com/watch?v=x"


def _config(blanks: str) -> Any:
    content = f"Host *\n  User{blanks}ops\n  ProxyCommand{blanks}/bin/sh build/p.sh %h\n"
    return [[{"tool": "write_file", "args": {"path": "build/ssh_config", "content": content}}],
            "ssh -F build/ssh_config bastion"]


def _many_keys(blanks: str) -> Any:
    content = "".join(f"opt_{i} = value{blanks[:5]}\n" for i in range(len(blanks) // 10)) + "vault_password_file = ./vp.py\n"
    return [[{"tool": "write_file", "args": {"path": "ansible.cfg", "content": content}}], "ansible-inventory --list"]


@pytest.mark.parametrize("shape", [_argfile, _hook, _config, _many_keys])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, profile: Any, shape: Callable[[str], Any]) -> None:
    from tests.evaluation.verdicts.tier1.probe_judge import session

    def run(blanks: str) -> None:
        assert session(evaluate, profile, shape(blanks)).block, str(shape(blanks))[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
