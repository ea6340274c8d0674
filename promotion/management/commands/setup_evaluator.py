"""manage.py setup_evaluator --user qlneval [--key PATH] (issue 24 item 3, R-AUTH-3).

Run once as root, after ``setup_promoter``, on a host that holds the promoter's store:
``useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin -G qlnweb qlneval``.
Creates the evaluator's Ed25519 key pair when missing, in a directory of its own that belongs to
that user (0700, key 0600): the web user cannot read it. Then writes the public half into the
promoter's store (``QLN_ACTIVE_STORE/evaluator/evaluator.pub``): the only key the promoter trusts.
Running it again keeps the key and re-installs its public half; a new key is a new ``--key`` path.
"""
from __future__ import annotations

import os
import pwd
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from evaluation.candidates import evaluator_key
from evaluation.candidates.result_signing import evaluator_key_path
from promotion import store
from promotion.evaluator_check import STORE_DIR, trust_public_key

KEY_FILES = {"evaluator.key", "evaluator.pub"}


class Command(BaseCommand):
    help = "Give the evaluator OS user its signing key and the promoter its public half (run as root)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--user", default="qlneval")
        parser.add_argument("--key", default="", help="Private key path (default QLN_EVALUATOR_KEY); "
                            "its directory holds the key pair only.")

    def handle(self, *args: Any, **options: Any) -> None:
        if os.geteuid() != 0:
            raise CommandError("setup_evaluator changes file owners: run it as root")
        try:
            user = pwd.getpwnam(options["user"])
        except KeyError:
            raise CommandError(
                f"no OS user {options['user']!r}; create it first: useradd --system --home-dir /nonexistent "
                f"--shell /usr/sbin/nologin -G qlnweb {options['user']}"
            ) from None
        if user.pw_uid == 0:
            raise CommandError("the evaluator must not be root: choose a dedicated user")
        path = Path(options["key"]).absolute() if options["key"] else evaluator_key_path()
        if path.name != "evaluator.key":
            raise CommandError(f"the key file is named evaluator.key (its public half evaluator.pub): {path}")
        directory = path.parent
        others = sorted(p.name for p in directory.iterdir() if p.name not in KEY_FILES) if directory.is_dir() else []
        if others:
            raise CommandError(f"{directory} holds other files ({', '.join(others[:5])}): the key needs a directory "
                               "of its own, which this command gives to the evaluator user alone")
        created = evaluator_key.create(path, dir_mode=0o700)
        os.chown(directory, user.pw_uid, user.pw_gid)
        os.chmod(directory, 0o700)
        for name, mode in (("evaluator.key", 0o600), ("evaluator.pub", 0o644)):
            os.chown(directory / name, user.pw_uid, user.pw_gid)
            os.chmod(directory / name, mode)
        pem = evaluator_key.public_path(path).read_bytes()
        key_id = evaluator_key.key_id(evaluator_key.load_public(pem))
        root = store.ensure_layout()
        trusted = trust_public_key(pem, root)
        owner = root.stat()
        for installed in (root / STORE_DIR, trusted):  # the store's owner (the promoter) keeps it; nobody else writes
            os.chown(installed, owner.st_uid, owner.st_gid)
        self.stdout.write(
            f"evaluator key {path} ({'created' if created else 'kept'}) belongs to {user.pw_name}, mode 0600 "
            f"in a 0700 directory; key id {key_id}\n"
            f"the promoter trusts it: {trusted}\n"
            f"run the evaluator as {user.pw_name} with QLN_EVALUATOR_KEY={path} (deploy/systemd/qlnweb-evaluator.service)"
        )
