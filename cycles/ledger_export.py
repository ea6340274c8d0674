"""``manage.py ledger export FILE``: the whole chain in one JSON document that verifies offline (issue 24 item 6).

The document (format :data:`cycles.ledger_statements.EXPORT_FORMAT`, described in docs/ledger.md)::

    {"format", "exported_at", "head": {"seq", "digest"},
     "entries": [{"seq", "kind", "subject", "payload", "prev_digest", "entry_digest", "created_at"}, …],
     "keys": [...], "evaluator": {...} | null, "anchors": [...], "statements": [...]}

``cycles`` writes the chain; the keys the promoter trusts, its evaluator key, its anchors and the
in-toto statements come from the promoter's store and rows, which ``cycles`` never imports: the
promotion app registers :data:`EXPORT_SECTIONS` providers in ``AppConfig.ready()`` (docs/conventions.md §17).
"""
from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.utils import timezone

from cycles.exceptions import CycleError
from cycles.ledger import GENESIS
from cycles.ledger_statements import EXPORT_FORMAT
from cycles.models import LedgerEntry, LedgerHead

# Called with the exported entries; each returns sections to add ("keys", "evaluator", "anchors", "statements").
EXPORT_SECTIONS: list[Callable[[list[dict[str, Any]]], dict[str, Any]]] = []


class LedgerExportRefused(CycleError):
    """The export cannot be written (the chain does not verify, the promoter's store is unreadable)."""

    code = "LEDGER_EXPORT_REFUSED"


@dataclass(frozen=True)
class ExportSummary:
    path: str
    entries: int
    keys: int
    statements: int
    head_digest: str


def export_entries() -> list[dict[str, Any]]:
    """Every entry with its digests, in seq order, as the offline verifier reads them."""
    return [
        {"seq": seq, "kind": kind, "subject": subject, "payload": payload, "prev_digest": prev,
         "entry_digest": digest, "created_at": created.isoformat()}
        for seq, kind, subject, payload, prev, digest, created in LedgerEntry.objects.order_by("seq").values_list(
            "seq", "kind", "subject", "payload", "prev_digest", "entry_digest", "created_at").iterator(chunk_size=2000)
    ]


def export_document() -> dict[str, Any]:
    """The export as a dict: the chain, then every registered section (the promoter's keys, statements, …)."""
    head = LedgerHead.objects.filter(pk=1).first()
    entries = export_entries()
    document: dict[str, Any] = {
        "format": EXPORT_FORMAT, "exported_at": timezone.now().isoformat(),
        "head": {"seq": head.seq if head else 0, "digest": head.digest if head else GENESIS},
        "entries": entries, "keys": [], "evaluator": None, "anchors": [], "statements": [],
    }
    for section in EXPORT_SECTIONS:
        document.update(section(entries))
    return document


def ledger_export(*, path: str) -> ExportSummary:
    """Write the export to `path` whole: a temporary file beside it, renamed into place."""
    document = export_document()
    target = Path(path)
    fd, scratch = tempfile.mkstemp(dir=target.parent, prefix=".ledger-export.")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(document, handle, ensure_ascii=False, indent=1)
        os.chmod(scratch, 0o644)
        os.replace(scratch, target)
    except BaseException:
        Path(scratch).unlink(missing_ok=True)
        raise
    return ExportSummary(path=path, entries=len(document["entries"]), keys=len(document["keys"]),
                         statements=len(document["statements"]), head_digest=document["head"]["digest"])
