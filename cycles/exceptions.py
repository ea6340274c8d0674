"""Domain errors (docs/conventions.md §5): every app raises a `DomainError`, and the DRF exception handler
(`core.api.exception_handler`) maps it once to {"error": code, "detail": ..., **extra} with its status."""
from __future__ import annotations

from core.exceptions import DomainError


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
