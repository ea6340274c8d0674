"""Process start-up hardening, once, before Django reads its settings (issue 11).

:func:`process_start` is the first thing every entry point that can create files
runs: ``manage.py`` (and so every command: ``runserver``, ``qcluster``, ``promoter``,
``promote``, ``rollback``, ``run_stack`` and the processes it starts), ``wsgi.py``
and ``asgi.py``. It sets the process umask to ``077``: whatever a process creates
without naming a mode — the SQLite database and its ``-wal``/``-shm``, the secret
key, events, exports, candidate workspaces, logs — is its owner's alone. Files
meant for another OS user (the active store the web user reads, the agent profile
the promoter activates) are given their modes explicitly where they are written
(``os.chmod``), which the umask does not touch.

It has no other side effect and is idempotent; importing this module does nothing.
"""
from __future__ import annotations

import os

PROCESS_UMASK = 0o077


def process_start() -> None:
    """Set the process umask to :data:`PROCESS_UMASK` (inherited by every child process)."""
    os.umask(PROCESS_UMASK)
