"""manage.py setup_promoter --user qlnpromote [--web-group www-data] (R-AUTH-4).

Run once as root after `useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin qlnpromote`.
Gives the active store to the promoter user: only it can write; the web user
reads (through --web-group when given, otherwise through world-read bits).
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


class Command(BaseCommand):
    help = "Give the active store to the promoter OS user (run as root)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--user", default="qlnpromote")
        parser.add_argument("--web-group", default="", help="Group of the web user; omit for world-readable.")

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
        root = store.ensure_layout()
        count = self._own(root, user.pw_uid, gid, group_only=bool(options["web_group"]))
        self.stdout.write(
            f"active store {root} now belongs to {user.pw_name} ({count} paths); "
            f"readable by {'group ' + options['web_group'] if options['web_group'] else 'everyone'}, writable by {user.pw_name} only"
        )

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
                mode = (0o500 if sealed else 0o700) | read
            else:
                mode = (0o400 if sealed else 0o600) | (read & 0o044)
            os.chmod(path, mode)
            count += 1
        return count
