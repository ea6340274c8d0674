"""Issue 11: the database and secret files are created 0600 (QLN_HOME 0700), whatever umask the process had.

Finding: the SQLite database was created 0644, so any local user could read
sealed held-out cases and register baselines. A real child process starts
from a fresh QLN_HOME under umask 022 (the usual default), migrates, appends
an event and exports verdicts; every file it leaves is its owner's alone.
"""
from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings

SCRIPT = """
import django, io
django.setup()
from django.core.management import call_command
call_command("migrate", verbosity=0)
from cycles.events import _append_jsonl
_append_jsonl({"event": "probe"})
call_command("export_verdicts", output=r"{export}", stdout=io.StringIO(), stderr=io.StringIO())
from django.db import connection
with connection.cursor() as cursor:  # a write, so that SQLite keeps its -wal and -shm beside the database
    cursor.execute("CREATE TABLE IF NOT EXISTS probe (x int)")
    cursor.execute("INSERT INTO probe VALUES (1)")
import os
print(oct(os.umask(0o022)))
"""


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.slow
def test_a_fresh_start_under_umask_022_creates_only_private_files(tmp_path: Path) -> None:
    home = tmp_path / "home"
    export = tmp_path / "exports" / "verdicts.jsonl"
    export.parent.mkdir()
    env = {k: v for k, v in os.environ.items()
           if k not in {"DATABASE_URL", "QLN_SECRET_KEY", "QLN_EVENTS_JSONL", "QLN_ACTIVE_STORE"} and not k.startswith("PYTEST")}
    env.update(QLN_HOME=str(home), DJANGO_SETTINGS_MODULE="qlnweb.settings", PYTHONPATH=str(settings.BASE_DIR))
    completed = subprocess.run(
        [sys.executable, "-c", SCRIPT.replace("{export}", str(export))], cwd=settings.BASE_DIR, env=env,
        capture_output=True, text=True, timeout=300, preexec_fn=lambda: os.umask(0o022),
    )
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.strip() == "0o77", "the process runs under umask 077"
    database = home / "qlnweb.sqlite3"
    files = [database, home / "secret_key", home / "events.jsonl", export]
    files += [p for p in (Path(f"{database}-wal"), Path(f"{database}-shm")) if p.exists()]
    assert {str(p.relative_to(tmp_path)): oct(_mode(p)) for p in files} == {
        str(p.relative_to(tmp_path)): "0o600" for p in files}
    assert _mode(home) == 0o700
    others = [p for p in home.rglob("*") if _mode(p) & 0o077]
    assert others == [], [f"{p} {oct(_mode(p))}" for p in others]
