"""Issue 11: every entry point that creates files runs under umask 077 (qlnweb.hardening).

Real child processes, started under umask 022 (the usual default) from a fresh
QLN_HOME: ``manage.py`` (every command — ``qcluster``, ``promoter``, ``run_stack`` and
its children go through it) and the WSGI/ASGI modules set the umask before Django
reads its settings. What such a process creates — the SQLite database, the secret
key, a candidate workspace, any plain file — is readable by its owner only.
"""
from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings

SHELL = """
import json, os, stat
from pathlib import Path
from django.conf import settings
from django.db import connection
from evaluation.candidates.workspace import write_workspace
home = Path(settings.QLN_HOME)
workspace = write_workspace(qln_home=home, cycle_id=1, candidate_id=1, target_path="skills/x/SKILL.md",
                            parent="old\\n", proposed="new\\n", diff="", manifest={}, test_plan={})
(home / "plain.txt").write_text("x")
with connection.cursor() as cursor:
    cursor.execute("CREATE TABLE IF NOT EXISTS probe (x int)")
    cursor.execute("INSERT INTO probe VALUES (1)")
database = connection.settings_dict["NAME"]
paths = [database, database + "-wal", database + "-shm", home / "secret_key", home / "plain.txt", home,
         workspace.root, workspace.root / "proposed" / "skills" / "x" / "SKILL.md", workspace.root / "manifest.json"]
print(json.dumps({str(p): stat.S_IMODE(os.stat(p).st_mode) for p in paths}))
"""


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in {"DATABASE_URL", "QLN_SECRET_KEY", "QLN_EVENTS_JSONL", "QLN_ACTIVE_STORE"}
           and not k.startswith("PYTEST")}
    env.update(QLN_HOME=str(home), DJANGO_SETTINGS_MODULE="qlnweb.settings", PYTHONPATH=str(settings.BASE_DIR))
    return env


def _run(argv: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    completed = subprocess.run(argv, cwd=settings.BASE_DIR, env=_env(home), capture_output=True, text=True,
                               timeout=300, preexec_fn=lambda: os.umask(0o022))
    assert completed.returncode == 0, completed.stderr
    return completed


@pytest.mark.slow
def test_files_a_fresh_manage_py_process_creates_are_its_owners_alone(tmp_path: Path) -> None:
    home = tmp_path / "home"
    completed = _run([sys.executable, "manage.py", "shell", "-c", SHELL], home)
    modes = json.loads(completed.stdout.strip().splitlines()[-1])
    assert len(modes) == 9
    readable = {path: oct(mode) for path, mode in modes.items() if mode & 0o077}
    assert readable == {}, readable  # nothing group/other readable (or writable)
    assert modes[str(home / "secret_key")] == 0o600 and modes[str(home / "plain.txt")] == 0o600


@pytest.mark.parametrize("entry", ["manage.py", "qlnweb.wsgi", "qlnweb.asgi"])
def test_every_entry_point_sets_umask_077_before_the_settings(tmp_path: Path, entry: str) -> None:
    probe = "import os; print(oct(os.umask(0)))"
    if entry == "manage.py":
        argv = [sys.executable, "manage.py", "shell", "-c", probe]
    else:  # importing the module is what gunicorn/uvicorn do
        argv = [sys.executable, "-c", f"import {entry}; {probe}"]
    completed = _run(argv, tmp_path / "home")
    assert completed.stdout.strip().splitlines()[-1] == "0o77"
    assert stat.S_IMODE((tmp_path / "home").stat().st_mode) == 0o700


def test_a_candidates_directory_the_operator_shared_passes_its_read_bits_on(tmp_path: Path) -> None:
    """The promoter (another OS user) reads workspaces through the bits the operator gave
    ``candidates/`` (e.g. ``chgrp qlnpromote candidates; chmod 2750 candidates``) — never more."""
    from evaluation.candidates.workspace import write_workspace

    home = tmp_path / "home"
    (home / "candidates").mkdir(parents=True)
    os.chmod(home / "candidates", 0o750)
    previous = os.umask(0o077)
    try:
        workspace = write_workspace(qln_home=home, cycle_id=1, candidate_id=2, target_path="skills/x/SKILL.md",
                                    parent="old\n", proposed="new\n", diff="", manifest={}, test_plan={})
    finally:
        os.umask(previous)
    proposed = workspace.root / "proposed" / "skills" / "x"
    assert {oct(stat.S_IMODE(p.stat().st_mode)) for p in (workspace.root, proposed)} == {"0o750"}
    assert oct(stat.S_IMODE((proposed / "SKILL.md").stat().st_mode)) == "0o440"
