"""System users for the tests that cross an OS-user boundary (promoter, web, agent).

Created once per machine and kept (CI runs as root on a throw-away machine). Parallel
test workers may ask for the same user at once: creation is serialized by a lock file,
so the check and ``useradd`` never race.
"""
from __future__ import annotations

import fcntl
import os
import shutil
import subprocess

LOCK = "/tmp/qln-test-os-users.lock"


def can_switch_users() -> bool:
    """Root with ``useradd`` and ``runuser`` (CI), else the tests that need it skip."""
    return os.geteuid() == 0 and bool(shutil.which("useradd")) and bool(shutil.which("runuser"))


def ensure_system_users(*names: str) -> None:
    """Create each missing user as a system user without a home or a login shell."""
    with open(LOCK, "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        for name in names:
            if subprocess.run(["id", "-u", name], capture_output=True).returncode != 0:
                subprocess.run(["useradd", "--system", "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin",
                                name], check=True)
