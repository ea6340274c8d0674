"""Domain errors (docs/conventions.md §5): every app raises a `DomainError`, and the DRF exception handler
(`qlnweb.api.exception_handler`) maps it once to {"error": code, "detail": ..., **extra} with its status."""
from __future__ import annotations

from typing import Any


class DomainError(Exception):
    """A refused operation. `code` is machine-readable; `extra` goes into the API body."""

    code = "DOMAIN_ERROR"
    http_status = 400

    def __init__(self, detail: str, *, code: str | None = None, http_status: int | None = None, **extra: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        if code:
            self.code = code
        if http_status:
            self.http_status = http_status
        self.extra = extra


class CycleError(DomainError):
    """A refused move of the cycle engine."""

    code = "CYCLE_ERROR"
    http_status = 409


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
