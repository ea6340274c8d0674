"""Redaction and digests of tool arguments (R-A-3): the functions live in :mod:`cycles.redaction`.

They moved down so the cycle engine can redact what it stores (B'' seeds, issue 10)
without importing the evaluation app (the layers contract in pyproject.toml); this
module keeps the old import path working.
"""
from __future__ import annotations

from cycles.redaction import (  # noqa: F401  (re-exported)
    MAX_DEPTH,
    MAX_ITEMS,
    MAX_STRING,
    MAX_TOTAL,
    REDACTED,
    args_digest,
    canonical_json,
    is_secret_name,
    redact_args,
    redact_text,
    redact_tree,
)
