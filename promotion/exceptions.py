"""Domain errors of the promotion boundary (docs/conventions.md §5); commands turn them into CommandError."""
from __future__ import annotations

from typing import Any


class PromotionError(Exception):
    """A refused or failed promotion step. `check` names what refused it."""

    check = "promotion"

    def __init__(self, detail: str, *, check: str | None = None, **extra: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        if check:
            self.check = check
        self.extra = extra

    def __str__(self) -> str:
        return f"refused by check {self.check}: {self.detail}"


class PromotionRefused(PromotionError):
    """One of the promoter checks (§18.2, R-P-2) failed; nothing was changed."""


class PromoterBoundary(PromotionError):
    """Wrong OS user or a worker context (R-AUTH-4, R-P-6)."""


class LockHeld(PromotionError):
    check = "lock"


class RecoveryFailed(PromotionError):
    check = "recovery"
