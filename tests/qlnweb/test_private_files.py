"""Issue 11: the database and secret files are created 0600, whatever umask the process has.

Finding: the SQLite database was created 0644, so any local user could read
sealed held-out cases and register baselines. A real child process starts
from a fresh QLN_HOME under umask 022 (the usual default) and under umask 077,
migrates, writes, appends an event and exports verdicts; the database (with
its -wal/-shm), secret_key, events.jsonl and the export are its owner's alone.

These files are 0600 even without the entry points' umask 077
(``qlnweb.hardening``, tested in ``test_process_umask.py``): a bare
``django.setup()`` runs here, under the parent's umask.
"""
from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time
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
with connection.cursor() as cursor:  # a write, so that SQLite has its -wal and -shm beside the database
    cursor.execute("CREATE TABLE IF NOT EXISTS probe (x int)")
    cursor.execute("INSERT INTO probe VALUES (1)")
import json, os, stat  # read while the connection is open: SQLite removes the -wal when it closes
database = connection.settings_dict["NAME"]
print(json.dumps({suffix: oct(stat.S_IMODE(os.stat(database + suffix).st_mode)) for suffix in ("-wal", "-shm")}))
"""


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.slow
@pytest.mark.parametrize("umask", [0o022, 0o077])
def test_a_fresh_start_creates_the_database_and_secret_files_0600(tmp_path: Path, umask: int) -> None:
    home = tmp_path / "home"
    export = tmp_path / "exports" / "verdicts.jsonl"
    export.parent.mkdir()
    env = {k: v for k, v in os.environ.items()
           if k not in {"DATABASE_URL", "QLN_SECRET_KEY", "QLN_EVENTS_JSONL", "QLN_ACTIVE_STORE"} and not k.startswith("PYTEST")}
    env.update(QLN_HOME=str(home), DJANGO_SETTINGS_MODULE="qlnweb.settings", PYTHONPATH=str(settings.BASE_DIR))
    completed = subprocess.run(
        [sys.executable, "-c", SCRIPT.replace("{export}", str(export))], cwd=settings.BASE_DIR, env=env,
        capture_output=True, text=True, timeout=300, preexec_fn=lambda: os.umask(umask),
    )
    assert completed.returncode == 0, completed.stderr
    database = home / "qlnweb.sqlite3"
    files = [database, home / "secret_key", home / "events.jsonl", export]
    assert {str(p.relative_to(tmp_path)): oct(_mode(p)) for p in files} == {
        str(p.relative_to(tmp_path)): "0o600" for p in files}
    assert json.loads(completed.stdout.strip().splitlines()[-1]) == {"-wal": "0o600", "-shm": "0o600"}


@pytest.mark.slow
def test_processes_starting_together_on_a_fresh_home_share_one_complete_secret_key(tmp_path: Path) -> None:
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if k != "QLN_SECRET_KEY" and not k.startswith("PYTEST")}
    env.update(QLN_HOME=str(home), DJANGO_SETTINGS_MODULE="qlnweb.settings", PYTHONPATH=str(settings.BASE_DIR))
    # Each child imports what comes before the settings, waits for the same instant, then reads them.
    probe = ("import sys, time, os, pathlib, django, django.conf\n"
             "while time.time() < float(sys.argv[1]): pass\n"
             "from django.conf import settings; print(settings.SECRET_KEY)")
    at = str(time.time() + 2.0)
    starts = [subprocess.Popen([sys.executable, "-c", probe, at], cwd=settings.BASE_DIR, env=env, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(6)]
    results = [(p.wait(timeout=120), *p.communicate()) for p in starts]
    assert [code for code, _, _ in results] == [0] * 6, [err for _, _, err in results]
    keys = {out.strip() for _, out, _ in results}
    assert len(keys) == 1 and len(keys.pop()) >= 50
    assert [p.name for p in home.iterdir() if p.name.startswith(".secret_key")] == []  # no scratch file left
    assert _mode(home / "secret_key") == 0o600
