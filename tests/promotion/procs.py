"""Real child processes against the test's database (crash, concurrency, OS-user tests).

On PostgreSQL the children use pytest-django's `test_…` database (the test
must be `transaction=True` so they see committed rows). On SQLite the test
database lives in memory, so the children get a migrated file database.
"""
from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import connection

PYTHON = sys.executable
BASE_DIR = Path(settings.BASE_DIR)


def postgres_url() -> str | None:
    if connection.vendor != "postgresql":
        return None
    db = connection.settings_dict
    return f"postgres://{db['USER']}:{db['PASSWORD']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"


@dataclass
class Children:
    """Environment and helpers for running manage.py and the scenario script in child processes."""

    home: Path
    database_url: str
    extra_env: dict[str, str] = field(default_factory=dict)

    @property
    def store(self) -> Path:
        return self.home / "active"

    def env(self, **extra: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("QLN_PROMOTE_CRASH_AT", "PYTEST", "QLN_IN_WORKER"))}
        env.update(
            DATABASE_URL=self.database_url, QLN_HOME=str(self.home), QLN_ACTIVE_STORE=str(self.store),
            QLN_EVENTS_JSONL=str(self.home / "events.jsonl"), QLN_ALLOW_ANY_PROMOTER_USER="true",
            QLN_SECRET_KEY="test-secret-key-for-children", DJANGO_SETTINGS_MODULE="qlnweb.settings",
            PYTHONPATH=str(BASE_DIR),
        )
        env.update(self.extra_env)
        env.update(extra)
        return env

    def popen(self, *args: str, **extra_env: str) -> subprocess.Popen[str]:
        return subprocess.Popen([PYTHON, *args], cwd=BASE_DIR, env=self.env(**extra_env), text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)

    def run(self, *args: str, check: bool = True, **extra_env: str) -> subprocess.CompletedProcess[str]:
        completed = subprocess.run([PYTHON, *args], cwd=BASE_DIR, env=self.env(**extra_env), text=True,
                                   capture_output=True, timeout=300)
        if check and completed.returncode != 0:
            raise AssertionError(f"{args} exited {completed.returncode}\n{completed.stdout}\n{completed.stderr}")
        return completed

    def manage(self, *args: str, check: bool = True, **extra_env: str) -> subprocess.CompletedProcess[str]:
        return self.run("manage.py", *args, check=check, **extra_env)

    def scenario(self, *args: str, **extra_env: str) -> Any:
        return json.loads(self.run("-m", "tests.promotion.scenario", *args, **extra_env).stdout.strip().splitlines()[-1])


def make_children(home: Path, sqlite_template: Path | None) -> Children:
    """Children for this test: the PostgreSQL test DB, or a fresh copy of a migrated SQLite file."""
    home.mkdir(parents=True, exist_ok=True)
    url = postgres_url()
    if url is None:
        assert sqlite_template is not None
        db = home.parent / "children.sqlite3"
        shutil.copyfile(sqlite_template, db)
        url = f"sqlite:///{db}"
    return Children(home=home, database_url=url)


def migrated_sqlite(directory: Path) -> Path:
    """A migrated SQLite database file to copy for each test (made once per session)."""
    db = directory / "template.sqlite3"
    children = Children(home=directory / "home", database_url=f"sqlite:///{db}")
    children.home.mkdir(parents=True, exist_ok=True)
    children.manage("migrate", "--noinput", "-v", "0")
    return db


def clone_state(source: Children, target: Children) -> None:
    """Make ``target`` (SQLite) a copy of ``source``'s database and home, as if built there.

    Rows that name the source's home (a candidate's workspace path) are rewritten to the
    target's, in every text column, so nothing the copy reads points back at the source.
    """
    source_db = Path(source.database_url.removeprefix("sqlite:///"))
    target_db = Path(target.database_url.removeprefix("sqlite:///"))
    shutil.copyfile(source_db, target_db)
    shutil.rmtree(target.home)
    shutil.copytree(source.home, target.home, symlinks=True)
    old, new = str(source.home), str(target.home)
    with sqlite3.connect(target_db) as db:
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        for table in tables:
            for column in db.execute(f'PRAGMA table_info("{table}")').fetchall():
                name, kind = column[1], (column[2] or "").lower()
                if "char" in kind or "text" in kind:
                    db.execute(f'UPDATE "{table}" SET "{name}" = replace("{name}", ?, ?) WHERE instr("{name}", ?) > 0',
                               (old, new, old))
    db.close()
