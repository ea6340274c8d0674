"""The typed environment readers behind ``qlnweb.settings`` (docs/conventions.md §12; split from it): each
raises ``ImproperlyConfigured`` on a bad value at start-up, and ``DATABASE_URL`` becomes a ``DATABASES`` entry.
"""
from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, unquote, urlparse

from django.core.exceptions import ImproperlyConfigured


def envstr(name: str, default: str = "") -> str:
    return os.environ.get(name, default)


def envbool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    lowered = raw.strip().lower()
    if lowered in {"1", "true", "yes", "on"}:
        return True
    if lowered in {"0", "false", "no", "off"}:
        return False
    raise ImproperlyConfigured(f"{name} must be a boolean (true/false), got {raw!r}")


def envint(name: str, default: int) -> int:
    return _envnumber(name, default, int, "an integer")


def envfloat(name: str, default: float) -> float:
    return _envnumber(name, default, float, "a number")


def _envnumber(name: str, default: Any, cast: Callable[[str], Any], kind: str) -> Any:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        return cast(raw)
    except ValueError as exc:
        raise ImproperlyConfigured(f"{name} must be {kind}, got {raw!r}") from exc


def envlist(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    return [item.strip() for item in raw.split(",") if item.strip()]


def database_from_url(url: str) -> dict:
    """Translate DATABASE_URL (postgres:// or sqlite:///) into a DATABASES entry."""
    parsed = urlparse(url)
    if parsed.scheme in {"postgres", "postgresql"}:
        options = dict(parse_qsl(parsed.query))
        return {
            "ENGINE": "django.db.backends.postgresql",
            "NAME": unquote(parsed.path.lstrip("/")),
            "USER": unquote(parsed.username or ""),
            "PASSWORD": unquote(parsed.password or ""),
            "HOST": parsed.hostname or "",
            "PORT": str(parsed.port or ""),
            "OPTIONS": options,
            "CONN_MAX_AGE": envint("QLN_DB_CONN_MAX_AGE", 0),
        }
    if parsed.scheme == "sqlite":
        return sqlite_database(Path(unquote(parsed.path)))
    raise ImproperlyConfigured(f"DATABASE_URL scheme {parsed.scheme!r} is not supported (postgres, sqlite)")


def sqlite_database(path: Path) -> dict:
    if path.parent.is_dir() and not path.exists():
        # Created 0600 whatever the umask; SQLite gives its -wal/-shm files the database's mode.
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        except FileExistsError:  # another process started at the same moment
            pass
    return {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": str(path),
        # Persistent: closing the last connection to a WAL database checkpoints and
        # fsyncs it, which per request cost ~4 ms per verdict (docs/durability.md).
        "CONN_MAX_AGE": envint("QLN_DB_CONN_MAX_AGE", 600),
        # IMMEDIATE: a write transaction takes the lock when it begins, so two
        # writers serialise instead of failing half-way ("database is locked").
        "OPTIONS": {
            "transaction_mode": "IMMEDIATE",
            "timeout": 20,
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        },
    }
