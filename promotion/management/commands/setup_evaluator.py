"""manage.py setup_evaluator --user qlneval [--web-group qlnweb] [--home DIR] [--key PATH] (issue 24 item 3).

Run once as root, after ``setup_promoter``, on a host that holds the promoter's store:
``useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin -G qlnweb qlneval``.

* ``--home`` (default ``QLN_EVAL_HOME``): the directory the evaluator writes each run's outputs into
  (``evaluation.candidates.run_outputs``). It and everything in it become the evaluator user's, readable
  by ``--web-group`` (else by everyone), writable by nobody else (dirs ``2750``, files ``0440``); every
  directory above it must be root's or the evaluator's and not group/other-writable, so the web user can
  neither write there nor move it away.
* ``--key`` (default ``QLN_EVALUATOR_KEY``, else ``<home>/key/evaluator.key``): the Ed25519 key pair,
  created when missing, in a directory of its own that belongs to that user (0700, key 0600): the web
  user cannot read it. Its public half goes into the promoter's store
  (``QLN_ACTIVE_STORE/evaluator/evaluator.pub``): the only key the promoter trusts.

Running it again keeps the key and re-installs its public half; a new key is a new ``--key`` path.
"""
from __future__ import annotations

import grp
import os
import pwd
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from core.conf import conf
from evaluation.candidates import evaluator_key
from evaluation.candidates.result_signing import evaluator_key_path
from promotion import store
from promotion.evaluator_check import STORE_DIR, trust_public_key
from promotion.management.commands.setup_promoter import ancestor_problems

KEY_FILES = {"evaluator.key", "evaluator.pub"}


class Command(BaseCommand):
    help = "Give the evaluator OS user its signing key and the promoter its public half (run as root)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--user", default="qlneval")
        parser.add_argument("--key", default="", help="Private key path (default QLN_EVALUATOR_KEY, else "
                            "<home>/key/evaluator.key); its directory holds the key pair only.")
        parser.add_argument("--home", default="", help="The evaluator's output directory (default QLN_EVAL_HOME).")
        parser.add_argument("--web-group", default="", help="Group of the web user, which reads the outputs; "
                            "omit for world-readable.")

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
        gid, read = user.pw_gid, 0o055
        if options["web_group"]:
            try:
                gid, read = grp.getgrnam(options["web_group"]).gr_gid, 0o050
            except KeyError:
                raise CommandError(f"no group {options['web_group']!r}") from None
        configured_home = conf.QLN_EVAL_HOME
        home = Path(options["home"]).absolute() if options["home"] else configured_home
        if options["key"]:
            path = Path(options["key"]).absolute()
        elif conf.QLN_EVALUATOR_KEY or home is None:
            path = evaluator_key_path()
        else:
            path = home / "key" / "evaluator.key"
        if path.name != "evaluator.key":
            raise CommandError(f"the key file is named evaluator.key (its public half evaluator.pub): {path}")
        directory = path.parent
        others = sorted(p.name for p in directory.iterdir() if p.name not in KEY_FILES) if directory.is_dir() else []
        if others:
            raise CommandError(f"{directory} holds other files ({', '.join(others[:5])}): the key needs a directory "
                               "of its own, which this command gives to the evaluator user alone")
        if home is not None:
            self._give_home(home, user, gid, read, key_dir=path.parent)
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
        if home is None:
            self.stdout.write("no output directory given (--home, QLN_EVAL_HOME): manage.py evaluator refuses to run "
                              "hardened until the evaluator has one of its own")
        else:
            self.stdout.write(f"evaluator outputs: {home} belongs to {user.pw_name}, readable by "
                              f"{'group ' + options['web_group'] if options['web_group'] else 'everyone'}; "
                              f"run the evaluator with QLN_EVAL_HOME={home}")

    def _give_home(self, home: Path, user: pwd.struct_passwd, gid: int, read: int, *, key_dir: Path) -> None:
        """The output directory and all in it to the evaluator (the key's own directory is set up apart)."""
        home.mkdir(parents=True, exist_ok=True)
        problems = ancestor_problems(home, user.pw_uid)
        if problems:
            raise CommandError("the evaluator's output directory must sit under directories only root or the "
                               "evaluator can write, all the way up (otherwise they can move it away and put "
                               "their own there): " + "; ".join(problems))
        for node in [home, *home.rglob("*")]:
            if node == key_dir or key_dir in node.parents:
                continue
            if node.is_symlink():
                raise CommandError(f"symlink in the evaluator's output directory: {node}")
            os.chown(node, user.pw_uid, gid)
            # setgid: what the evaluator creates later (run_outputs, under umask 077) keeps the web group
            os.chmod(node, (0o2700 | read) if node.is_dir() else (0o400 | (read & 0o044)))
