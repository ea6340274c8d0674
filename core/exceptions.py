"""Domain errors (docs/conventions.md §5): every app raises a `DomainError` or a subclass of it in its own
`exceptions.py`, and the DRF exception handler (`core.api.exception_handler`) maps it once to
{"error": code, "detail": ..., **extra} with its status."""
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
