"""manage.py setup_promoter --user qlnpromote [--web-group www-data] [--profile DIR --agent-user USER] (R-AUTH-4, R-P-8).

Run once as root after `useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin qlnpromote`.
Gives the active store to the promoter user: only it can write; the web user
reads (through --web-group when given, otherwise through world-read bits).
With --profile, also hardens a Hermes profile (promotion/hardening.py): the
agent user keeps writing its runtime state there but cannot touch a governed file.
"""
from __future__ import annotations

import grp
import os
import pwd
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from promotion import store
from promotion.journal import JOURNAL
from promotion.locking import LOCK_FILE

PRIVATE = {JOURNAL, LOCK_FILE}


def ancestor_problems(root: Path, promoter_uid: int) -> list[str]:
    """Every directory above the store that someone other than root or the promoter could rename entries in.

    A sticky directory (like /tmp) lets others create entries but not rename or delete ours, so it is fine.
    """
    problems = []
    for directory in root.resolve().parents:
        info = directory.stat()
        if info.st_uid not in (0, promoter_uid):
            try:
                owner = pwd.getpwuid(info.st_uid).pw_name
            except KeyError:
                owner = str(info.st_uid)
            problems.append(f"{directory} belongs to {owner}")
        elif info.st_mode & 0o022 and not info.st_mode & 0o1000:
            problems.append(f"{directory} is writable by its group or others (mode {oct(info.st_mode & 0o7777)})")
    return problems


class Command(BaseCommand):
    help = "Give the active store to the promoter OS user (run as root)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--user", default="qlnpromote")
        parser.add_argument("--web-group", default="", help="Group of the web user; omit for world-readable.")
        parser.add_argument("--profile", default="", help="A Hermes profile (HERMES_HOME) to harden for activation.")
        parser.add_argument("--agent-user", default="", help="The OS user Hermes runs as (with --profile).")

    def handle(self, *args: Any, **options: Any) -> None:
        if os.geteuid() != 0:
            raise CommandError("setup_promoter changes file owners: run it as root")
        try:
            user = pwd.getpwnam(options["user"])
        except KeyError:
            raise CommandError(
                f"no OS user {options['user']!r}; create it first: "
                f"useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin {options['user']}"
            ) from None
        gid = user.pw_gid
        if options["web_group"]:
            try:
                gid = grp.getgrnam(options["web_group"]).gr_gid
            except KeyError:
                raise CommandError(f"no group {options['web_group']!r}") from None
        if options["profile"]:
            self._harden(Path(options["profile"]), user, options["agent_user"])
            return
        root = store.ensure_layout()
        problems = ancestor_problems(root, user.pw_uid)
        if problems:
            raise CommandError(
                "the active store must sit under directories only root or the promoter can write, all the way up "
                "(otherwise whoever can write one of them can move the store away and put a forged one there): "
                + "; ".join(problems) + ". Set QLN_ACTIVE_STORE to a directory such as /var/lib/qlnweb-active."
            )
        count = self._own(root, user.pw_uid, gid, group_only=bool(options["web_group"]))
        self.stdout.write(
            f"active store {root} now belongs to {user.pw_name} ({count} paths); "
            f"readable by {'group ' + options['web_group'] if options['web_group'] else 'everyone'}, writable by {user.pw_name} only"
        )

    def _harden(self, home: Path, promoter: pwd.struct_passwd, agent_user: str) -> None:
        from promotion.hardening import profile_harden

        if not agent_user:
            raise CommandError("--profile needs --agent-user (the OS user Hermes runs as)")
        try:
            agent = pwd.getpwnam(agent_user)
        except KeyError:
            raise CommandError(f"no OS user {agent_user!r}") from None
        if not home.is_dir():
            raise CommandError(f"{home} is not a directory")
        try:
            count = profile_harden(home, promoter_uid=promoter.pw_uid, promoter_gid=promoter.pw_gid,
                                   agent_gid=agent.pw_gid)
        except (OSError, ValueError) as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(f"profile {home} hardened ({count} paths): {agent_user} writes its runtime state there, "
                          f"only {promoter.pw_name} writes governed files")

    def _own(self, root: Path, uid: int, gid: int, *, group_only: bool) -> int:
        read = 0o050 if group_only else 0o055
        count = 0
        for path in [root, *root.rglob("*")]:
            if path.is_symlink():
                raise CommandError(f"symlink in the active store: {path}")
            os.chown(path, uid, gid)
            sealed = store.VERSIONS in path.relative_to(root).parts[:1] and path != root / store.VERSIONS
            if path.name in PRIVATE:
                mode = 0o600
            elif path.is_dir():
                # setgid: what the promoter creates later (under umask 077, with its parent's read
                # bits, promotion.store.shared_mkdirs) belongs to the web group too
                mode = (0o500 if sealed else 0o700) | read | (0o2000 if group_only and not sealed else 0)
            else:
                mode = (0o400 if sealed else 0o600) | (read & 0o044)
            os.chmod(path, mode)
            count += 1
        return count
