"""The promoter's part of `connect_hermes` (R-H-7, R-AUTH-4, R-P-8): who runs it, and the profile's hardening.

Sealing the first version and activating it are the `promoter` command itself,
run as the promoter OS user: through ``runuser`` when this process is root and
a promoter user exists (and any-user promotion is off, or that user already
owns the active store); in this process otherwise, which ``require_promoter``
allows only to the promoter user or in development (QLN_ALLOW_ANY_PROMOTER_USER).
"""
from __future__ import annotations

import os
import pwd
import subprocess
import sys
from io import StringIO
from pathlib import Path

from django.conf import settings
from django.core.management import call_command

from cycles.active_store import store_root
from promotion.exceptions import PromotionError
from promotion.guard import current_os_user, require_promoter
from promotion.hardening import profile_harden, promoter_owned_roots


class ConnectRefused(Exception):
    """Bad input or an unmet precondition of connect_hermes, found before anything was written."""


def promoter_runas() -> str | None:
    """Who runs the promoter's part: a user to `runuser` to (root), or None for this process."""
    expected = settings.QLN_PROMOTER_USER
    if current_os_user() != expected and os.geteuid() == 0:
        try:
            uid: int | None = pwd.getpwnam(expected).pw_uid
        except KeyError:
            uid = None
        root = store_root()
        owns_store = root.exists() and root.stat().st_uid == uid
        if uid is not None and (not settings.QLN_ALLOW_ANY_PROMOTER_USER or owns_store):
            check = subprocess.run(["runuser", "-u", expected, "--", sys.executable, "-c", "import django"],
                                   cwd=settings.BASE_DIR, capture_output=True, text=True)
            if check.returncode != 0:
                raise ConnectRefused(f"the promoter user {expected!r} cannot run {sys.executable} with Django: "
                                     f"{check.stderr.strip()[-300:]}")
            return expected
        if uid is None and not settings.QLN_ALLOW_ANY_PROMOTER_USER:
            raise ConnectRefused(f"no OS user {expected!r} (QLN_PROMOTER_USER) to run the promoter's part as; create "
                                 f"it (useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin {expected}) "
                                 "and give it the active store (setup_promoter)")
    try:
        require_promoter()
    except PromotionError as exc:
        raise ConnectRefused(str(exc)) from exc
    return None


def hardening_target(home: Path, agent_user: str, runas: str | None, promoter_uid: int) -> tuple[int | None, int | None]:
    """(agent group to harden the profile for, or None; agent uid, or None).

    A promoter running as its own user can only write governed files in a hardened profile:
    without --agent-user the profile must have been hardened before (it then belongs to the promoter).
    """
    if agent_user:
        if os.geteuid() != 0:
            raise ConnectRefused("--agent-user hardens the profile, which changes owners: run as root")
        try:
            user = pwd.getpwnam(agent_user)
        except KeyError:
            raise ConnectRefused(f"no OS user {agent_user!r}") from None
        return user.pw_gid, user.pw_uid
    if runas is None:
        return None, None
    info = home.stat()
    if info.st_uid == promoter_uid:  # hardened before: keep its group, cover what this run adds
        return info.st_gid, None
    raise ConnectRefused(f"the promoter user {runas!r} cannot write governed files in {home}: pass --agent-user "
                         "(the OS user Hermes runs as) so the profile is hardened for it")


def harden(home: Path, *, promoter_uid: int, agent_gid: int) -> str:
    """``setup_promoter --profile`` (promotion.hardening) again; the line saying whether anything changed."""
    promoter = pwd.getpwuid(promoter_uid)
    before = _ownership(home)
    count = profile_harden(home, promoter_uid=promoter_uid, promoter_gid=promoter.pw_gid, agent_gid=agent_gid)
    if _ownership(home) == before:
        return "profile already hardened"
    return f"profile hardened ({count} paths): only {promoter.pw_name} writes governed files"


def _ownership(home: Path) -> list[tuple[str, int, int, int]]:
    paths = [home]
    for root in promoter_owned_roots(home):
        paths += [root] if root.is_file() else [root, *sorted(root.rglob("*"))]
    return [(str(p), p.lstat().st_uid, p.lstat().st_gid, p.lstat().st_mode) for p in paths]


def promoter_call(runas: str | None, *args: str) -> str:
    """``manage.py promoter <args>`` as the promoter (`runuser` to it, or this process); what it printed."""
    if runas is None:
        out = StringIO()
        call_command("promoter", *args, stdout=out)
        return out.getvalue()
    argv = ["runuser", "-u", runas, "--", sys.executable, str(Path(settings.BASE_DIR) / "manage.py"), "promoter", *args]
    done = subprocess.run(argv, cwd=settings.BASE_DIR, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise ConnectRefused(f"`promoter {args[0]}` as {runas} failed: {(done.stderr or done.stdout).strip()[-800:]}")
    return done.stdout
