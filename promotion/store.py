"""Reading the active store (R-P-1). Writing it is the promoter's alone."""
from __future__ import annotations

import json

from django.conf import settings


def active_version_digest() -> str | None:
    """The digest `current.json` points at, or None when nothing was promoted yet."""
    pointer = settings.QLN_ACTIVE_STORE / "current.json"
    try:
        return str(json.loads(pointer.read_text(encoding="utf-8"))["version"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
