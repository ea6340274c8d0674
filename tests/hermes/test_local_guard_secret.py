"""Issue 24 §5: the local guard refuses reads of the profile's .env (the plugin's token), as Tier 1 does."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_plugin import local_guard


@pytest.fixture
def home(tmp_path: Path) -> Path:
    home = tmp_path / ".hermes"
    home.mkdir()
    (home / ".env").write_text("QLN_TOKEN=qln_secret\n")
    (tmp_path / "work").mkdir()
    (tmp_path / "work" / ".env").write_text("DEBUG=1\n")
    return home


@pytest.mark.parametrize("tool, args", [
    ("terminal", {"command": "cat {home}/.env"}),
    ("terminal", {"command": "grep TOKEN $HERMES_HOME/.env"}),
    ("terminal", {"command": "cp {home}/.env /tmp/x"}),
    ("terminal", {"command": "source {home}/.env; env"}),
    ("terminal", {"command": "head < {home}/.env"}),
    ("terminal", {"command": "cat {home}/.e*"}),
    ("terminal", {"command": "cat ../.hermes/.env"}),
    ("terminal", {"command": "python3 -c \"print(open('{home}/.env').read())\""}),
    ("execute_code", {"code": "import os\nprint(open(os.environ['HERMES_HOME'] + '/.env').read())"}),
    ("read_file", {"path": "{home}/.env"}),
    ("search_files", {"pattern": "TOKEN", "path": "{home}"}),
])
def test_reads_of_the_profile_env_are_refused(home, tool, args):
    filled = {k: v.replace("{home}", str(home)) for k, v in args.items()}
    refusal = local_guard.check(tool, filled, hermes_home=str(home), cwd=str(home.parent / "work"))
    assert refusal is not None and "token" in refusal, (tool, filled)


@pytest.mark.parametrize("tool, args", [
    ("terminal", {"command": "cat .env"}),
    ("terminal", {"command": "cat {home}/SOUL.md"}),
    ("read_file", {"path": ".env"}),
    ("search_files", {"pattern": "x", "path": "."}),
    ("execute_code", {"code": "print(open('.env').read())"}),
])
def test_the_workspaces_own_env_stays_readable(home, tool, args):
    filled = {k: v.replace("{home}", str(home)) for k, v in args.items()}
    assert local_guard.check(tool, filled, hermes_home=str(home), cwd=str(home.parent / "work")) is None
