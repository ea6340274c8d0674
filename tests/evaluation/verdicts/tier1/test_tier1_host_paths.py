"""Write and exec markers are read in the agent's code, not in the names the host gave its directories.

Found when the suite ran under pytest-xdist: its worker directory ``popen-gw1`` put ``popen``
(an exec marker) into every path, and reading ``~/.hermes/SOUL.md`` from Python was blocked.
A home such as ``/home/qxu`` (``qx`` is Perl's exec marker) did the same. Only whole host
paths are taken out: a file the agent itself names ``popen`` still counts, and code that
writes a protected file is still blocked.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from evaluation.verdicts.tier1 import Tier1Result, default_protected_paths, evaluate_tool_call, load_default_ruleset

HOST_NAMES = ["popen-gw1", "qxu", "subprocess-lab", "spawn.d", "os.system"]


def judge(tmp_path: Path, host: str, code: str, tool: str = "execute_code") -> Tier1Result:
    home = tmp_path / host / "home"
    hermes_home, workspace = home / ".hermes", home / "work"
    for directory in (hermes_home, workspace / host):
        directory.mkdir(parents=True)
    (hermes_home / "SOUL.md").write_text("# soul\n")
    text = code.replace("{HOME}", str(home)).replace("{WORK}", str(workspace))
    args = {"code": text} if tool == "execute_code" else {"command": f"python3 -c \"{text}\""}
    return evaluate_tool_call(
        tool_name=tool, args=args, cwd=str(workspace), hermes_home=str(hermes_home), home=str(home),
        ruleset=load_default_ruleset(), workspace=str(workspace),
        protected_paths=default_protected_paths(str(hermes_home), str(tmp_path / "active"), extra=()),
    )


@pytest.mark.parametrize("host", HOST_NAMES)
@pytest.mark.parametrize("tool", ["execute_code", "terminal"])
def test_reading_the_soul_under_a_marker_named_host_directory_is_not_blocked(tmp_path: Path, host: str,
                                                                             tool: str) -> None:
    result = judge(tmp_path, host, "print(open('{HOME}/.hermes/SOUL.md').read())", tool)
    assert not result.block, result.reason


@pytest.mark.parametrize("host", HOST_NAMES)
def test_writing_the_soul_is_still_blocked_there(tmp_path: Path, host: str) -> None:
    result = judge(tmp_path, host, "open('{HOME}/.hermes/SOUL.md', 'w').write('x')")
    assert result.block and "soul.md" in (result.reason or "").lower()


@pytest.mark.parametrize("host", HOST_NAMES)
def test_a_marker_the_agent_writes_after_a_host_path_still_counts(tmp_path: Path, host: str) -> None:
    # the agent's own directory named like an exec call, next to a read of the protected soul
    result = judge(tmp_path, host, "import os; p='{WORK}/" + host + "/popen'; print(open('{HOME}/.hermes/SOUL.md').read())")
    assert result.block
