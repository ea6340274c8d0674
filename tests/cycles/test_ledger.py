"""R-S-2: the hash chain detects any edited, deleted or reordered row, and says which."""
from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import transaction

from cycles.ledger import ledger_append, verify_ledger
from cycles.models import LedgerEntry


@pytest.fixture
def chain(db):
    with transaction.atomic():
        for number in range(1, 6):
            ledger_append(kind="decision", subject=f"test:{number}", payload={"n": number, "text": "ünïcode ∞0'"})
    return list(LedgerEntry.objects.order_by("seq"))


def test_an_intact_chain_verifies(chain):
    verdict = verify_ledger()
    assert verdict.ok and verdict.entries == 5
    out = StringIO()
    call_command("ledger", "verify", stdout=out)
    assert "5 entries" in out.getvalue()


def test_an_edited_payload_is_named(chain):
    LedgerEntry.objects.filter(seq=3).update(payload={"n": 33, "text": "forged", "at": chain[2].payload["at"]})
    verdict = verify_ledger()
    assert not verdict.ok and verdict.first_broken_seq == 3
    assert "edited" in verdict.message


def test_an_edited_kind_is_named(chain):
    LedgerEntry.objects.filter(seq=2).update(kind="attestation")
    assert verify_ledger().first_broken_seq == 2


def test_a_deleted_row_is_named(chain):
    LedgerEntry.objects.filter(seq=2).delete()
    verdict = verify_ledger()
    assert not verdict.ok and verdict.first_broken_seq == 2
    assert "missing" in verdict.message


def test_a_deleted_last_row_is_caught_by_the_head(chain):
    LedgerEntry.objects.filter(seq=5).delete()
    verdict = verify_ledger()
    assert not verdict.ok and verdict.first_broken_seq == 5


def test_two_swapped_rows_are_named(chain):
    a, b = chain[1], chain[2]
    LedgerEntry.objects.filter(pk=a.pk).update(seq=1000)
    LedgerEntry.objects.filter(pk=b.pk).update(seq=2)
    LedgerEntry.objects.filter(pk=a.pk).update(seq=3)
    verdict = verify_ledger()
    assert not verdict.ok and verdict.first_broken_seq == 2


def test_a_rehashed_forgery_still_breaks_the_next_link(chain):
    from cycles.ledger import entry_digest

    entry = chain[2]
    forged = {"n": 99, "at": entry.payload["at"]}
    digest = entry_digest(seq=3, kind=entry.kind, subject=entry.subject, payload=forged, prev_digest=entry.prev_digest)
    LedgerEntry.objects.filter(pk=entry.pk).update(payload=forged, entry_digest=digest)
    assert verify_ledger().first_broken_seq == 4


def test_the_command_names_the_broken_entry(chain):
    LedgerEntry.objects.filter(seq=4).update(subject="tampered")
    with pytest.raises(CommandError, match="#4"):
        call_command("ledger", "verify", stdout=StringIO())


def test_append_outside_a_transaction_is_refused(transactional_db):
    with pytest.raises(RuntimeError):
        ledger_append(kind="decision", subject="x", payload={})
