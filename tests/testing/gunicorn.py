"""Real gunicorn processes on the test database (issue 13 durability and journal tests)."""
from __future__ import annotations

import socket
import sqlite3
from collections.abc import Callable
from pathlib import Path

from django.db import connection

from evaluation.verdicts.models import VerdictEvent


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def shared_database(tmp_path: Path) -> tuple[str, Callable[[], set[int]]]:
    """(DATABASE_URL for gunicorn, a callable returning the stored verdict event ids)."""
    db = connection.settings_dict
    if connection.vendor == "postgresql":
        url = f"postgres://{db['USER']}:{db['PASSWORD']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"
        return url, lambda: set(VerdictEvent.objects.values_list("pk", flat=True))
    path = tmp_path / "shared.sqlite3"
    connection.ensure_connection()
    target = sqlite3.connect(path)
    connection.connection.backup(target)
    target.close()

    def stored() -> set[int]:
        with sqlite3.connect(path, timeout=20) as shared:
            return {row[0] for row in shared.execute("SELECT id FROM evaluation_verdictevent")}

    return f"sqlite:///{path}", stored


def children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    found.append(int(entry.name))
            except (OSError, IndexError, ValueError):
                continue
    return found
