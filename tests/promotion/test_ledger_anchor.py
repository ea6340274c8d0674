"""Issue 11 bypass 4: a ledger edited and re-chained in the database no longer verifies, because the
promoter anchored its head in its own store (R-S-2)."""
from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from cycles.ledger import entry_digest, verify_ledger
from cycles.models import LedgerEntry, LedgerHead
from promotion.anchors import anchor_path, anchors_read
from tests.promotion.helpers import make_promotable


def _rewrite_and_rechain(seq: int) -> None:
    """What an attacker with write access to the database does: edit, then recompute every later digest."""
    entry = LedgerEntry.objects.get(seq=seq)
    payload = dict(entry.payload, os_user="nobody-did-this")
    LedgerEntry.objects.filter(pk=entry.pk).update(payload=payload)
    prev = entry.prev_digest
    for row in LedgerEntry.objects.filter(seq__gte=seq).order_by("seq"):
        digest = entry_digest(seq=row.seq, kind=row.kind, subject=row.subject, payload=row.payload, prev_digest=prev)
        LedgerEntry.objects.filter(pk=row.pk).update(prev_digest=prev, entry_digest=digest)
        prev = digest
    LedgerHead.objects.filter(pk=1).update(digest=prev)


def test_promote_anchors_the_head_and_a_rechained_rewrite_is_named(promo_cycle, approver):
    packet = make_promotable(promo_cycle, approver, content="# anchored\n")
    call_command("promote", "--yes", str(packet.candidate.pk), "--evaluation", packet.run.result_digest, stdout=StringIO())
    anchors = anchors_read()
    assert anchors and anchors[-1].seq == LedgerHead.objects.get().seq
    assert verify_ledger().ok and "anchor" in verify_ledger().message
    promotion_seq = LedgerEntry.objects.get(kind="promotion").seq
    _rewrite_and_rechain(promotion_seq)
    verdict = verify_ledger()
    assert not verdict.ok and verdict.first_broken_seq == promotion_seq and "rewritten" in verdict.message
    with pytest.raises(CommandError, match=f"#{promotion_seq}"):
        call_command("ledger", "verify", stdout=StringIO())


def test_the_promoter_timer_anchors_new_entries_but_never_a_broken_chain(promo_cycle, approver):
    out = StringIO()
    call_command("promoter", "run", stdout=out)
    assert "ledger anchored at #" in out.getvalue()
    first = LedgerEntry.objects.order_by("seq").first()
    LedgerEntry.objects.filter(pk=first.pk).update(payload={"edited": True})
    out = StringIO()
    call_command("promoter", "run", stdout=out)
    assert "not anchored" in out.getvalue()
    assert len(anchor_path().read_text().splitlines()) == 1
