"""Issue 24 §5: the agent's tools cannot read the profile's .env, where the plugin's token sits."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _env_file(profile):
    (profile.hermes_home / ".env").write_text("QLN_TOKEN=qln_secret\n")


@pytest.mark.parametrize("command", [
    "cat ~/.hermes/.env",
    "cat $HERMES_HOME/.env",
    "cat ../.hermes/.env",
    "cat ~/.hermes/../.hermes/./.env",
    "grep TOKEN ~/.hermes/.env",
    "grep -r QLN_TOKEN ~/.hermes",
    "cp ~/.hermes/.env /tmp/x",
    "source ~/.hermes/.env && echo $QLN_TOKEN",
    ". ~/.hermes/.env",
    "head -c 200 < ~/.hermes/.env",
    "cat ~/.hermes/.e*",
    "rg --hidden QLN ~/.hermes",
    "base64 ~/.HERMES/.ENV",
    "python3 -c \"print(open('/home/agent/.hermes/.env').read())\"",
    "python3 -c \"import os; print(open(os.path.expanduser('~/.hermes/.env')).read())\"",
])
def test_a_shell_read_of_the_profile_env_is_blocked(evaluate, command):
    result = evaluate(command)
    assert result.block and result.rule_id == "profile-secret-read", (command, result.reason)


def test_a_relative_read_from_inside_the_profile_is_blocked(evaluate, profile):
    assert evaluate("cat .env", cwd=profile.hermes_home).rule_id == "profile-secret-read"


def test_interpreter_code_naming_hermes_home_is_blocked(evaluate):
    code = "import os\nprint(open(os.environ['HERMES_HOME'] + '/.env').read())"
    result = evaluate({"code": code}, tool="execute_code")
    assert result.block and result.rule_id == "profile-secret-read"


@pytest.mark.parametrize("args", [{"path": "~/.hermes/.env"}, {"path": "../.hermes/.env"}, {"file_path": "~/.hermes/.ENV"}])
def test_read_file_of_the_profile_env_is_blocked(evaluate, args):
    result = evaluate(args, tool="read_file")
    assert result.block and result.rule_id == "profile-secret-read", result


def test_a_search_of_the_profile_is_blocked(evaluate):
    assert evaluate({"pattern": "TOKEN", "path": "~/.hermes"}, tool="search_files").block


@pytest.mark.parametrize("command", [
    "cat .env",  # the workspace's own .env, not the profile's
    "cat ~/work/.env",
    "grep -r TODO src",
    "ls -la ~/.hermes",
    "cat ~/.hermes/SOUL.md",
    "python3 -c \"print(open('.env').read())\"",
])
def test_the_workspaces_own_env_and_other_profile_reads_stay_open(evaluate, profile, command):
    (profile.workspace / ".env").write_text("DEBUG=1\n")
    result = evaluate(command)
    assert result.rule_id != "profile-secret-read", (command, result.reason)


def test_read_file_elsewhere_stays_silent(evaluate):
    for args in ({"path": "~/work/.env"}, {"path": "~/.hermes/SOUL.md"}, {"path": "notes.txt"}):
        assert evaluate(args, tool="read_file").verdict == "SILENT", args
    assert evaluate({"pattern": "x", "path": "~/work"}, tool="search_files").verdict == "SILENT"
