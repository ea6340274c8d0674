"""manage.py operator_enrol USER — a one-time code to enrol a passkey (issue 24 §1); run as root.

The code's digest goes to the database (the enrolment page checks it), the code itself into the
promoter's store, where the promoter later checks the enrolment's proof before it trusts the key.
"""
from __future__ import annotations

import os
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from cycles.signing.services import enrolment_code_issue
from promotion.operator_keys import enrolment_write
from promotion.store import ensure_layout


class Command(BaseCommand):
    help = "Print a one-time code and the link with which USER enrols a passkey (run as root)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("user")
        parser.add_argument("--url", default=settings.SITE_URL.replace("127.0.0.1", "localhost"),
                            help="The site as operators open it (the passkey is bound to its host name).")

    def handle(self, *args: Any, **options: Any) -> None:
        root = ensure_layout()
        if os.geteuid() != 0 and root.stat().st_uid != os.geteuid() and not settings.QLN_ALLOW_ANY_PROMOTER_USER:
            raise CommandError("run as root: the code is also written into the promoter's store")
        user = get_user_model().objects.filter(username=options["user"]).first()
        if user is None:
            raise CommandError(f"no user {options['user']!r}")
        if not user.has_perm("cycles.attest"):
            raise CommandError(f"{user.get_username()} cannot attest (not an operator): enrol operators only")
        row, code = enrolment_code_issue(user=user)
        enrolment_write(enrolment_id=row.pk, username=user.get_username(), code=code,
                        expires_at=row.expires_at.isoformat(), root=root)
        url = options["url"].rstrip("/")
        self.stdout.write(f"enrol a passkey for {user.get_username()} at {url}/accounts/passkeys/enrol/")
        self.stdout.write(f"one-time code: {code}  (valid until {row.expires_at:%Y-%m-%d %H:%M} UTC; earlier codes "
                          "for this user are withdrawn)")
