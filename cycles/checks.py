"""Start-up verification of the sealed kernel as a Django system check (R-K-2)."""
from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.checks import Error, register

from cycles import kernel


@register("qln")
def kernel_sealed(app_configs: Any = None, **kwargs: Any) -> list[Error]:
    status = kernel.verify_kernel(settings.QLN_KERNEL_DIR)
    return [
        Error(
            f"sealed kernel does not verify: {problem}",
            hint="Restore cycles/kernel_data from the release; every transition fails closed until then.",
            id="qln.E001",
        )
        for problem in status.problems
    ]
