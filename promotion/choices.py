"""Statuses of promotions, rollback requests and the canary, with their moves (docs/conventions.md §2)."""
from __future__ import annotations

from django.db import models


class PromotionStatus(models.TextChoices):
    ACTIVE = "active", "active"
    SUPERSEDED = "superseded", "superseded by a later promotion"
    ROLLED_BACK = "rolled_back", "rolled back"

    @classmethod
    def transitions(cls) -> dict[str, set[str]]:
        # A rolled-back promotion is final; a superseded one becomes active again
        # when the promotion that replaced it is rolled back (R-P-3).
        return {cls.ACTIVE: {cls.SUPERSEDED, cls.ROLLED_BACK}, cls.SUPERSEDED: {cls.ACTIVE}, cls.ROLLED_BACK: set()}


class CanaryStatus(models.TextChoices):
    WATCHING = "watching", "watching the first turns"
    PASSED = "passed", "passed"
    HOLD = "hold", "HOLD: waiting for a human"
    ROLLBACK_REQUESTED = "rollback_requested", "rollback requested"
    CLOSED = "closed", "closed (no longer active)"


class RollbackRequestStatus(models.TextChoices):
    PENDING = "pending", "pending"
    HOLD = "hold", "HOLD: only the agent reports it; waiting for a human's signed confirmation"
    CLAIMED = "claimed", "claimed by the promoter"
    EXECUTED = "executed", "executed"
    REFUSED = "refused", "refused after re-checking"

    @classmethod
    def open(cls) -> set[str]:
        """A request the canary must not file again (one_open_rollback_request)."""
        return {cls.PENDING, cls.HOLD, cls.CLAIMED}

    @classmethod
    def terminal(cls) -> set[str]:
        return {cls.EXECUTED, cls.REFUSED}


class JournalOp(models.TextChoices):
    PROMOTE = "promote", "promote"
    ROLLBACK = "rollback", "rollback"
