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
import sys
import sysconfig

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


def ensure_in_group(user: str, group: str) -> None:
    """Add ``user`` to ``group`` (as the deployment's ``useradd -G qlnweb qlneval`` does); idempotent."""
    with open(LOCK, "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        groups = subprocess.run(["id", "-nG", user], capture_output=True, text=True, check=True).stdout.split()
        if group not in groups:
            subprocess.run(["usermod", "-a", "-G", group, user], check=True)


def python_for(user: str, python: str = sys.executable) -> tuple[str, str]:
    """An interpreter ``user`` can execute, and the site-packages to add to PYTHONPATH ("" when none).

    A venv whose base Python lives under /root (pyenv) is not executable by other users; the system
    Python of the same version then runs with the venv's site-packages on PYTHONPATH.
    """
    if subprocess.run(["runuser", "-u", user, "--", python, "-c", ""], capture_output=True).returncode == 0:
        return python, ""
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    system = shutil.which(version, path="/usr/bin:/usr/local/bin")
    if system and subprocess.run(["runuser", "-u", user, "--", system, "-c", ""], capture_output=True).returncode == 0:
        return system, sysconfig.get_paths()["purelib"]
    raise RuntimeError(f"no {version} executable by {user}")


def run_as(user: str, args: list[str], env: dict[str, str], *, cwd: str,
           timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """``python args…`` as ``user`` (runuser), with exactly ``env`` (plus the site-packages it may need)."""
    python, site = python_for(user)
    environment = dict(env)
    if site:
        environment["PYTHONPATH"] = ":".join(p for p in (environment.get("PYTHONPATH", ""), site) if p)
    assignments = [f"{k}={v}" for k, v in environment.items() if k.isidentifier()]
    return subprocess.run(["runuser", "-u", user, "--", "env", "-i", *assignments, python, *args],
                          cwd=cwd, capture_output=True, text=True, timeout=timeout)
