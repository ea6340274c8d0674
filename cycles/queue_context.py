"""Template context: how many human tasks wait (the nav badge, issue 12)."""
from __future__ import annotations

from typing import Any

from django.http import HttpRequest


def queue_counts(request: HttpRequest) -> dict[str, Any]:
    """Only for a logged-in operator, and not inside the admin."""
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated or request.path.startswith("/admin/"):
        return {}
    from cycles.queue import review_items

    return {"queue_total": len(review_items())}
