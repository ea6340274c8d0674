"""What the real-process cluster tests share: the child processes' environment.

They need PostgreSQL (the processes share the test database): they carry the ``postgres`` marker,
which tests/conftest.py enforces.
"""
from __future__ import annotations

import os
from typing import Any

from django.conf import settings as django_settings
from django.db import connection


def cluster_env(settings: Any, *, workers: int, **extra: str) -> dict[str, str]:
    """The environment of a child `manage.py` process pointed at this test's database and QLN_HOME."""
    db = connection.settings_dict
    url = f"postgres://{db['USER']}:{db['PASSWORD']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"
    return {**os.environ, "DATABASE_URL": url, "QLN_HOME": str(settings.QLN_HOME), "QLN_Q_WORKERS": str(workers),
            "QLN_EVENTS_JSONL": str(settings.QLN_EVENTS_JSONL), "QLN_ACTIVE_STORE": str(settings.QLN_ACTIVE_STORE),
            "QLN_MODEL_BASE_URL": "", "PYTHONUNBUFFERED": "1", "QLN_REDIS_URL": "",
            "QLN_SECRET_KEY": django_settings.SECRET_KEY, **extra}
