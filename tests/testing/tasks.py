"""A trivial django-q2 task for broker tests: proves, by a line in a file, that it ran (and how often)."""
from __future__ import annotations

import os


def record_execution(path: str, token: str) -> str:
    """Append ``token pid`` to ``path`` (O_APPEND: one line per execution, from any process)."""
    line = f"{token} {os.getpid()}\n".encode()
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    try:
        os.write(fd, line)
    finally:
        os.close(fd)
    return token
