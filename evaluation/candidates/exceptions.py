"""Domain errors of the evaluation plane (STYLE §5): `code` and `http_status` map to the API envelope."""
from __future__ import annotations

from typing import Any


class CandidateError(Exception):
    """A refused candidate, suite or evaluation operation."""

    def __init__(self, code: str, detail: str, *, http_status: int = 400, **extra: Any) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail
        self.http_status = http_status
        self.extra = extra
