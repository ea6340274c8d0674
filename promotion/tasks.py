"""Promotion's scheduled task (R-P-6): it observes and records, never promotes."""
from __future__ import annotations

from typing import Any

from django.conf import settings

from cycles import events, kernel
from cycles.models import Agent
from promotion import store


def drift_watch() -> dict[str, Any]:
    """Kernel and active package digests still match what was sealed; an event when not."""
    status = kernel.verify_kernel(settings.QLN_KERNEL_DIR)
    versions = {a.name: store.pointer_version(a.name) for a in Agent.objects.all()}
    problems = {name: list(store.verify_version(v).problems) for name, v in versions.items() if v}
    problems = {name: p for name, p in problems.items() if p}
    report = {"kernel_ok": status.ok, "kernel_problems": list(status.problems), "versions": versions,
              "package_ok": not problems, "package_problems": problems}
    if not status.ok or problems:
        events.emit("drift_detected", **report)
    return report
