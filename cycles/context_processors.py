"""Template context shared by every page: the kernel seal (red banner), attribution, and unsigned-acts mode."""
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


def signing_mode(request: HttpRequest) -> dict[str, Any]:
    """Issue 24: development's unsigned acts are announced on every page (the banner in base.html)."""
    return {"unsigned_acts": bool(settings.QLN_UNSIGNED_ACTS)}
