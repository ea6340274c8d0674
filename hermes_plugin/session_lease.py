"""The session lease: every Hermes session holds the profile shared, activation holds it exclusively (source §18.3, issue 25).

Stdlib only. A session takes a shared ``flock`` on the profile directory in the plugin's ``register()``
(before Hermes reads ``SOUL.md``) and keeps it for the life of its process; activation takes it, and the
``.qln/sessions.lock`` of plugins from before issue 25, exclusively, so it switches files only when no
session is open, and a session starting mid-switch waits for the switch to finish.
"""
from __future__ import annotations

import fcntl
import logging
import os
import time
from pathlib import Path

from .profile_state import LEASE, ProfileBusy, state_dir


class SessionLease:
    """The exclusive side of the session lease, held while files are switched.

    Two locks: the profile directory itself (the lease every session holds, issue 25) and
    ``.qln/sessions.lock`` (the lease of plugins from before it, still running somewhere).
    """

    def __init__(self, home: Path) -> None:
        self.home = Path(home)
        self.path = state_dir(home) / LEASE
        self.fds: list[int] = []

    def acquire(self, wait: float) -> None:
        fds = [os.open(self.home, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)]
        try:
            fds.append(os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o644))
            os.chmod(self.path, 0o644)  # the agent opens it read-only for its shared lock
        except OSError:
            os.close(fds[0])
            raise
        deadline = time.monotonic() + max(wait, 0.0)
        for fd in fds:
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        for opened in fds:
                            os.close(opened)
                        raise ProfileBusy(
                            f"{self.home}: a Hermes session is open (it holds the session lease); "
                            "the version is activated when no session is running"
                        ) from None
                    time.sleep(0.05)
        self.fds = fds

    def release(self) -> None:
        for fd in self.fds:
            os.close(fd)
        self.fds = []


LEASE_REPORT_SECONDS = 10.0
_logger = logging.getLogger("qlnweb.hermes_plugin")


def hold_session_lease(home: Path, timeout: float | None = None) -> int | None:
    """The plugin's shared lock on the profile for the life of its process (source §18.3).

    The lease is a shared ``flock`` on the profile directory itself: it exists before any
    activation, so a process started before the first one holds it too, and the agent never
    has to create anything in the promoter's ``.qln/`` (issue 25). While an activation switches
    files it holds the lock exclusively and the session waits — with ``timeout`` None until
    the switch is done, reported every ``LEASE_REPORT_SECONDS`` — so no session runs without
    the lease and none is switched underneath. Returns the fd to keep open; None (reported)
    only when ``timeout`` expired or the profile cannot be opened.
    """
    try:
        fd = os.open(home, os.O_RDONLY | os.O_DIRECTORY)
    except OSError as exc:
        _logger.warning("qlnweb: no session lease on %s (%s): this process is not protected from an activation",
                        home, exc)
        return None
    start = time.monotonic()
    reported = start
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
            return fd
        except BlockingIOError:
            now = time.monotonic()
            if timeout is not None and now - start >= timeout:
                os.close(fd)
                return None
            if now - reported >= LEASE_REPORT_SECONDS:
                reported = now
                _logger.warning("qlnweb: waiting %.0f s for the session lease of %s: an activation is switching "
                                "its files; the session starts when the switch is done", now - start, home)
            time.sleep(0.05)
