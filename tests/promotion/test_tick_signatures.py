"""Issue 24 §2/§4: an acceptance tick is a passkey-signed human act, and the promoter verifies the signature of
every tick the evaluation's record cites from its ledger entry (``ActVerifier.verify_tick``), refusing with
``tick_signature: <check>``; ``ledger verify --offline`` counts the ticks as signed acts."""
from __future__ import annotations

import copy
from typing import Any

import pytest
from django.db import transaction

from cycles.choices import LedgerKind
from cycles.ledger import ledger_append
from cycles.ledger_export import export_document
from cycles.ledger_offline import verify_export
from cycles.models import LedgerEntry
from cycles.signing.services import SigningError
from evaluation.candidates.acceptance import tick, tick_subject, z_criteria
from promotion.exceptions import PromotionRefused
from promotion.preflight import Packet, check_acceptance_criteria
from tests.evaluation.candidates.acceptance_helpers import ALL_MET, candidate_with, evaluate
from tests.evaluation.candidates.conftest import active_parent, fake_model, suites  # noqa: F401  (fixtures)
from tests.promotion.test_acceptance_check import _rewrite, _row
from tests.testing.signing import sign_act, tick_signed

pytestmark = pytest.mark.django_db


@pytest.fixture
def passed(agent_client, operator, active_parent, suites, fake_model):  # noqa: F811
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    tick_signed(candidate=candidate, criterion_id="AC1", actor=operator)
    run = evaluate(candidate)
    assert run.verdict == "PASS", run.verdict_reasons
    return run


def _tick_entry(run: Any) -> LedgerEntry:
    return LedgerEntry.objects.get(subject=tick_subject(run.candidate), payload__criterion="AC1")


def _forged_tick(run: Any, change) -> None:
    """A database writer's tick: a new ledger entry copied from the genuine one and changed, and the run's record
    pointing at it (re-sealed, as test_acceptance_check's forgeries are); the chain itself stays whole."""
    payload = copy.deepcopy(_tick_entry(run).payload)
    change(payload)
    with transaction.atomic():
        entry = ledger_append(kind=LedgerKind.ATTESTATION, subject=tick_subject(run.candidate), payload=payload)
    _rewrite(run, lambda r: _row(r, "AC1")["tick"].update(seq=entry.seq, entry_digest=entry.entry_digest))


def _refusal(run: Any) -> PromotionRefused:
    with pytest.raises(PromotionRefused) as refused:
        check_acceptance_criteria(Packet(run.candidate, run, run.result_digest, None))
    return refused.value


def test_the_service_refuses_an_unsigned_tick(agent_client, operator, active_parent, suites):  # noqa: F811
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    with pytest.raises(SigningError) as refused:
        tick(candidate=candidate, criterion_id="AC1", actor=operator)
    assert refused.value.code == "SIGNATURE_REQUIRED"
    assert not LedgerEntry.objects.filter(subject=tick_subject(candidate)).exists()


def test_the_service_refuses_a_tick_signed_for_another_criterion(agent_client, operator, active_parent, suites):  # noqa: F811
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    from cycles.signing.payload import tick_subject as act_subject

    other = sign_act(operator, kind="TICK", ref=candidate.pk, decision="met", subject=act_subject(candidate.pk, "AC9"),
                     digest=z_criteria(candidate.cycle).digest)
    with pytest.raises(SigningError) as refused:
        tick(candidate=candidate, criterion_id="AC1", actor=operator, signed_act=other)
    assert refused.value.extra["check"] == "payload"


def test_the_promoter_verifies_a_signed_tick(passed):
    evidence = check_acceptance_criteria(Packet(passed.candidate, passed, passed.result_digest, None))
    assert evidence["ticks"]["AC1"]["signed"] is True and evidence["ticks"]["AC1"]["ledger_seq"] == \
        _tick_entry(passed).seq


def test_the_offline_verifier_counts_a_signed_tick(agent_client, operator, active_parent, suites):  # noqa: F811
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    before = verify_export(_exported())
    tick_signed(candidate=candidate, criterion_id="AC1", actor=operator)
    after = verify_export(_exported())
    assert after.failure is None, after.failure
    assert (after.acts, after.unsigned_acts) == (before.acts + 1, before.unsigned_acts)


def _exported() -> dict[str, Any]:
    from promotion.signed_acts import ActVerifier

    ActVerifier()  # the promoter copies the proven keys into its store, which the export names
    return export_document()


def test_an_unsigned_tick_is_refused_by_the_promoter(passed):
    _forged_tick(passed, lambda p: p.update(signed=None))
    refused = _refusal(passed)
    assert refused.check == "tick_signature" and "missing" in refused.detail


def test_a_flipped_byte_in_the_ticks_signature_is_refused(passed):
    def flip(payload: dict) -> None:
        signature = payload["signed"]["assertion"]["signature"]
        payload["signed"]["assertion"]["signature"] = signature[:10] + ("A" if signature[10] != "A" else "B") + \
            signature[11:]

    _forged_tick(passed, flip)
    refused = _refusal(passed)
    assert refused.check == "tick_signature", refused.detail


def test_a_tick_signed_over_another_z_is_refused(passed):
    _forged_tick(passed, lambda p: p["signed"]["payload"].update(digest="0" * 64))
    refused = _refusal(passed)
    assert refused.check == "tick_signature" and "payload" in refused.detail


def test_a_replayed_tick_signature_is_refused(passed):
    _forged_tick(passed, lambda p: None)  # the same signed act, a second entry: its nonce is used twice
    refused = _refusal(passed)
    assert refused.check == "tick_signature" and "nonce" in refused.detail
