"""Domain errors of the evaluation plane (docs/conventions.md §5).

Mapped to the API envelope with every `DomainError`.
"""
from __future__ import annotations

from typing import Any

from core.exceptions import DomainError


class CandidateError(DomainError):
    """A refused candidate, suite or evaluation operation (code first, as the plane names them)."""

    def __init__(self, code: str, detail: str, *, http_status: int = 400, **extra: Any) -> None:
        super().__init__(detail, code=code, http_status=http_status, **extra)
