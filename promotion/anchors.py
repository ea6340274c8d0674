"""Ledger anchors out of the database's reach (R-S-2; issue 11 "the ledger is rewritten").

A hash chain whose head lives in the same database proves nothing against whoever
can write that database: edit a row, recompute every later digest and the head, and
the chain verifies. So the promoter — the only writer of the active store — appends
the verified head `{seq, digest, at}` to `QLN_ACTIVE_STORE/ledger-anchors.jsonl`
after every promote, rollback and initial version, and on its timer
(`manage.py promoter run`). `cycles.ledger.verify_ledger` reads the anchors through
`cycles.ledger.ANCHOR_SOURCES` and names the first anchored entry whose digest moved.
An anchor at #N protects every entry up to #N (each digest covers the previous one).
"""
from __future__ import annotations

import json
import os
import stat
from pathlib import Path

from django.utils import timezone

from cycles import events
from cycles.ledger import Anchor, verify_ledger
from cycles.models import LedgerHead
from promotion import store

ANCHOR_FILE = "ledger-anchors.jsonl"


def anchor_path(root: Path | None = None) -> Path:
    return (root or store.store_root()) / ANCHOR_FILE


def anchors_read() -> list[Anchor]:
    """Every anchor the promoter wrote; an unreadable line is reported, not trusted."""
    path = anchor_path()
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return []
    anchors = []
    for number, line in enumerate(lines, 1):
        try:
            value = json.loads(line)
            anchors.append(Anchor(int(value["seq"]), str(value["digest"]), f"the promoter's anchor of {value['at']}"))
        except (ValueError, KeyError, TypeError):
            events.emit("ledger_anchor_unreadable", line=number)
    return anchors


def anchor_write(root: Path | None = None) -> Anchor | None:
    """Append the verified head; refuse to anchor a chain that does not verify (None + event)."""
    verdict = verify_ledger()
    if not verdict.ok:
        events.emit("ledger_broken", position=verdict.first_broken_seq, message=verdict.message)
        return None
    head = LedgerHead.objects.filter(pk=1).first()
    if head is None or head.seq == 0:
        return None
    existing = anchors_read()
    if existing and existing[-1].seq == head.seq and existing[-1].digest == head.digest:
        return existing[-1]
    line = json.dumps({"seq": head.seq, "digest": head.digest, "at": timezone.now().isoformat()}) + "\n"
    path = anchor_path(store.ensure_layout(root))
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW, 0o644)
    try:
        if os.fstat(fd).st_size == 0:  # new: readable by `ledger verify` as the web user, whatever the umask
            os.fchmod(fd, 0o600 | (stat.S_IMODE(os.stat(path.parent).st_mode) & 0o044))
        os.write(fd, line.encode("utf-8"))
        os.fsync(fd)
    finally:
        os.close(fd)
    return Anchor(head.seq, head.digest, "the promoter's anchor (just written)")
