from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from cycles import kernel


class Command(BaseCommand):
    help = "Print the sealed kernel digests; exit non-zero when they do not verify (R-K-2)."

    def handle(self, *args: Any, **options: Any) -> None:
        status = kernel.verify_kernel(settings.QLN_KERNEL_DIR)
        self.stdout.write(f"kernel.txt       sha256 {status.kernel_sha256}")
        self.stdout.write(f"constitution.md  sha256 {status.constitution_sha256}")
        self.stdout.write(f"decoder_version  {status.decoder_version}")
        if not status.ok:
            raise CommandError("kernel does NOT verify:\n  " + "\n  ".join(status.problems))
        self.stdout.write(self.style.SUCCESS("kernel verifies"))
