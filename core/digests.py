"""One copy of every digest rule the apps share (issue 9).

The canonical JSON form (sorted keys, no whitespace, UTF-8 text) is what the
ledger chain, verdict arguments, suites and results are hashed in; the
PROMOTION subject digest is what a human attests and what the promoter checks,
so both sides call this one function.
"""
from __future__ import annotations

import hashlib
import json
from typing import Any


def canonical_json(value: Any) -> str:
    """Sorted keys, no whitespace, UTF-8 text: the form digests are taken of."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


def digest_of(value: Any) -> str:
    """sha256 hex of `value`'s canonical JSON (lone surrogates kept, never a crash)."""
    return hashlib.sha256(canonical_json(value).encode("utf-8", "surrogatepass")).hexdigest()


def promotion_subject_digest(content_digest: str, result_digest: str) -> str:
    """What a PROMOTION attestation binds to: the candidate's content and its evaluation result together."""
    return hashlib.sha256(f"{content_digest}:{result_digest}".encode()).hexdigest()
