"""Domain errors of the cycle engine; the API maps `code` and `http_status` (STYLE §5)."""
from __future__ import annotations

from typing import Any


class CycleError(Exception):
    """A refused move. `code` is machine-readable; `extra` goes into the API body."""

    code = "CYCLE_ERROR"
    http_status = 409

    def __init__(self, detail: str, *, code: str | None = None, http_status: int | None = None, **extra: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        if code:
            self.code = code
        if http_status:
            self.http_status = http_status
        self.extra = extra


class KernelTampered(CycleError):
    code = "KERNEL_TAMPERED"
    http_status = 503


class GateRefused(CycleError):
    code = "GATE_REFUSED"


class InvalidOutput(CycleError):
    code = "FOOTER_INVALID"
    http_status = 400


class CorruptionDetected(CycleError):
    code = "CORRUPTION_DETECTED"
    http_status = 422


class StaleDigest(CycleError):
    code = "STALE_DIGEST"


class LedgerBroken(Exception):
    """The chain does not verify; `position` names the first broken entry."""

    def __init__(self, message: str, position: int | None) -> None:
        super().__init__(message)
        self.position = position
