"""What the real-process cluster tests share: PostgreSQL required, and the child processes' environment."""
from __future__ import annotations

import os
from typing import Any

import pytest
from django.conf import settings as django_settings
from django.db import connection


def require_postgres() -> None:
    """Skip on SQLite (the processes share the test database); fail when CI asked for PostgreSQL and got SQLite."""
    if connection.vendor == "postgresql":
        return
    if os.environ.get("QLN_REQUIRE_POSTGRES") and os.environ.get("DATABASE_URL"):
        pytest.fail("QLN_REQUIRE_POSTGRES and DATABASE_URL are set but the test database is not PostgreSQL")
    pytest.skip("needs PostgreSQL (set DATABASE_URL=postgres://…): the processes share the test database")


def cluster_env(settings: Any, *, workers: int, **extra: str) -> dict[str, str]:
    """The environment of a child `manage.py` process pointed at this test's database and QLN_HOME."""
    db = connection.settings_dict
    url = f"postgres://{db['USER']}:{db['PASSWORD']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"
    return {**os.environ, "DATABASE_URL": url, "QLN_HOME": str(settings.QLN_HOME), "QLN_Q_WORKERS": str(workers),
            "QLN_EVENTS_JSONL": str(settings.QLN_EVENTS_JSONL), "QLN_ACTIVE_STORE": str(settings.QLN_ACTIVE_STORE),
            "QLN_MODEL_BASE_URL": "", "PYTHONUNBUFFERED": "1", "QLN_REDIS_URL": "",
            "QLN_SECRET_KEY": django_settings.SECRET_KEY, **extra}
