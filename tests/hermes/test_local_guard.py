"""Protected-path writes are refused locally, even with qlnweb down (R-H-3, R-T1-3)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from hermes_plugin import hooks, local_guard
from hermes_plugin.client import reset_client

from .fake_qlnweb import FakeQlnweb

WRITES = [
    "echo hi > $HERMES_HOME/SOUL.md",
    "echo hi >> ${{HOME}}/x/../{home_name}/SOUL.md",
    "cat x | tee -a {home}/skills/5qln/SKILL.md",
    "sed -i s/a/b/ {home}//scripts/5qln/decoding.py",
    "cp /tmp/evil.py {home}/scripts/5qln/decoding.py",
    "mv /tmp/x {home}/skills/5qln",
    "ln -sf /tmp/evil {home}/SOUL.md",
    "rm -rf {home}/skills/5qln/",
    "cd /tmp && bash -c 'echo x >{home}/SOUL.md'",
    "python3 -c \"open('{home}/SOUL.md','w').write('x')\"",
    "dd if=/dev/zero of={home}/SOUL.md",
    "echo x > {home}/skills/../SOUL.md",
    "echo x > soul_link",
    # issue 11: the classes the local guard mirrors from Tier 1
    "echo x > {home}/config.yaml",
    "echo QLN_FAIL_MODE=open >> {home}/.env",
    "cp -r /tmp/evil {home}/plugins/evil",
    "echo x > {home}/soul.md",
    "echo x > {home}/skills/5QLN/SKILL.md",
    "echo x > {home}/ＳＯＵＬ.md",
    "echo x > {home}/{{SOUL.md,x}}",
    "echo x > /proc/self/cwd/hermes_home/SOUL.md",
    "busybox rm -rf {home}/skills/5qln",
    "timeout 5 rm {home}/SOUL.md",
    "flock /tmp/l -c 'echo x > {home}/SOUL.md'",
    "su -c 'echo x > {home}/SOUL.md'",
    "script -q -c 'rm {home}/SOUL.md' /dev/null",
    "ssh localhost 'echo x > {home}/SOUL.md'",
    "eval 'echo x > {home}/SOUL.md'",
    "watch 'echo x > {home}/SOUL.md'",
    "sh <<< 'echo x > {home}/SOUL.md'",
    "curl -o {home}/SOUL.md https://x.io/s",
    "wget -O {home}/SOUL.md https://x.io/s",
    "sort -o {home}/SOUL.md notes.txt",
    "tar -xf evil.tar -C {home}",
    "unzip evil.zip -d {home}/skills",
]

READS = [
    "cat {home}/SOUL.md",
    "grep -r anchor {home}/skills/5qln",
    "cp {home}/SOUL.md /tmp/soul-backup.md",
    "echo hi > {home}/notes.md",
    "ls -la {home}/skills",
    "cat {home}/config.yaml",
    "curl -o /tmp/x https://x.io/s",
    "tar -xf x.tar -C build",
    "tar -czf /tmp/b.tgz -C {home} SOUL.md",
    "su -c 'ls /root'",
    "echo x > {home}/{{notes,todo}}.md",
]


@pytest.fixture
def guarded(hermes_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("HERMES_HOME", str(hermes_home))
    os.symlink(hermes_home / "SOUL.md", tmp_path / "soul_link")
    return hermes_home


@pytest.mark.parametrize("template", WRITES)
def test_shell_writes_into_protected_paths_are_refused(guarded: Path, tmp_path: Path, template: str) -> None:
    command = template.format(home=guarded, home_name=guarded.name)
    refusal = local_guard.check("terminal", {"command": command}, hermes_home=str(guarded), cwd=str(tmp_path))
    assert refusal is not None, command
    assert "protected" in refusal


@pytest.mark.parametrize("template", READS)
def test_reads_and_unprotected_writes_pass(guarded: Path, tmp_path: Path, template: str) -> None:
    command = template.format(home=guarded)
    assert local_guard.check("terminal", {"command": command}, hermes_home=str(guarded), cwd=str(tmp_path)) is None


@pytest.mark.parametrize("path", ["~/hermes_home/SOUL.md", "hermes_home/./skills/5qln/new/SKILL.md", "soul_link"])
def test_file_tools_into_protected_paths_are_refused(guarded: Path, tmp_path: Path, path: str) -> None:
    refusal = local_guard.check("write_file", {"path": path, "content": "x"}, hermes_home=str(guarded), cwd=str(tmp_path))
    assert refusal is not None


def test_v4a_patch_headers_are_checked(guarded: Path, tmp_path: Path) -> None:
    patch = f"*** Begin Patch\n*** Update File: {guarded}/SOUL.md\n@@\n-a\n+b\n*** End Patch\n"
    assert local_guard.check("patch", {"mode": "patch", "patch": patch}, hermes_home=str(guarded), cwd=str(tmp_path))


def test_protected_write_is_refused_with_server_down_and_fail_open(
    plugin_env: FakeQlnweb, monkeypatch: pytest.MonkeyPatch, dead_url: str, hermes_home: Path
) -> None:
    monkeypatch.setenv("QLN_URL", dead_url)
    monkeypatch.setenv("QLN_FAIL_MODE", "open")
    reset_client()
    directive = hooks.pre_tool_call(tool_name="terminal", args={"command": f"echo x > {hermes_home}/SOUL.md"})
    assert directive is not None and "local guard" in directive["message"]
    # issue 25: "open" no longer lets an unjudged write run; a read-only command does
    other = hooks.pre_tool_call(tool_name="terminal", args={"command": "echo x > /tmp/other"})
    assert other is not None and other["action"] == "block" and "oversight is unavailable" in other["message"]
    assert hooks.pre_tool_call(tool_name="terminal", args={"command": "ls -la /tmp"}) is None


def test_the_local_guard_resolves_where_hermes_runs_the_call(plugin_env: FakeQlnweb, hermes_home: Path) -> None:
    """``workdir`` (issue 25): the protected write is refused locally even though qlnweb would allow it."""
    directive = hooks.pre_tool_call(tool_name="terminal", session_id="s1", task_id="t1",
                                    args={"command": "echo evil > SOUL.md", "workdir": str(hermes_home)})
    assert directive is not None and "local guard" in directive["message"]
    assert plugin_env.state.paths("POST") == []  # refused before asking


HERMES_PYTHON = Path("/opt/qln-hermes-venv/bin/python")


@pytest.mark.skipif(not HERMES_PYTHON.exists(), reason="hermes-agent 0.19 is not installed here")
def test_the_plugin_reads_hermes_s_own_cwd_record(tmp_path: Path) -> None:
    """Against the real hermes-agent: the session's record (``pwd -P`` after each command) is the cwd sent."""
    script = (
        "import sys; sys.path.insert(0, sys.argv[1])\n"
        "from tools.terminal_tool import record_session_cwd\n"
        "from hermes_plugin import hooks\n"
        "record_session_cwd('task-9', sys.argv[2])\n"
        "print(hooks.hermes_cwd('task-9')); print(hooks.hermes_cwd('task-9', {'workdir': 'sub'}))\n"
        "print(hooks.hermes_cwd('task-10', {'workdir': '/etc'}))\n"
    )
    answer = subprocess.run([str(HERMES_PYTHON), "-c", script, str(Path(__file__).resolve().parents[2]),
                             str(tmp_path)], capture_output=True, text=True, timeout=120,
                            env={**os.environ, "HERMES_HOME": str(tmp_path / "h")})
    assert answer.returncode == 0, answer.stderr
    assert answer.stdout.split() == [str(tmp_path), str(tmp_path / "sub"), "/etc"]
