"""Template context shared by every page: the kernel seal (red banner) and attribution."""
from __future__ import annotations

from typing import Any

from django.conf import settings
from django.http import HttpRequest

from cycles import kernel


def kernel_status(request: HttpRequest) -> dict[str, Any]:
    return {
        "kernel_status": kernel.verify_kernel(settings.QLN_KERNEL_DIR),
        "kernel_attribution": kernel.ATTRIBUTION,
    }
