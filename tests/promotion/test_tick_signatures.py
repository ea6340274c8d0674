"""Issue 24 §2/§4: an acceptance tick is a passkey-signed human act, and the promoter verifies the signature of
every tick the evaluation's record cites from its ledger entry (``ActVerifier.verify_tick``), refusing with
``tick_signature: <check>``; ``ledger verify --offline`` counts the ticks as signed acts.

Since issue 26 item 7 no tick is given before a run: these are runs stored before then (``as_legacy_run``), which
stay verifiable. The outcome review that replaced the tick is a signed act too: the service refuses it unsigned or
signed for another criterion, and the offline verifier counts it."""
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
from evaluation.candidates.acceptance import tick_subject
from evaluation.candidates.outcome_review import LEDGER_KIND, review
from promotion.exceptions import PromotionRefused
from promotion.preflight import Packet, check_acceptance_criteria
from tests.evaluation.candidates.acceptance_helpers import ALL_MET, as_legacy_run, candidate_with, evaluate
from tests.evaluation.candidates.conftest import active_parent, fake_model, suites  # noqa: F401  (fixtures)
from tests.promotion.test_acceptance_check import _rewrite, _row
from tests.testing.signing import legacy_tick_signed, review_signed, sign_act

pytestmark = pytest.mark.django_db


@pytest.fixture
def passed(agent_client, operator, active_parent, suites, fake_model):  # noqa: F811
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    tick = legacy_tick_signed(candidate=candidate, criterion_id="AC1", actor=operator)
    run = as_legacy_run(evaluate(candidate), {"AC1": tick})
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


def test_the_service_refuses_an_unsigned_review(agent_client, operator, active_parent, suites, fake_model):  # noqa: F811
    run = evaluate(candidate_with(agent_client, operator, active_parent, ALL_MET))
    with pytest.raises(SigningError) as refused:
        review(candidate=run.candidate, run=run, criterion_id="AC1", decision="met", note="", actor=operator)
    assert refused.value.code == "SIGNATURE_REQUIRED"
    assert not LedgerEntry.objects.filter(payload__kind=LEDGER_KIND).exists()


def test_the_service_refuses_a_review_signed_for_another_criterion(agent_client, operator, active_parent, suites,  # noqa: F811
                                                                   fake_model):  # noqa: F811
    run = evaluate(candidate_with(agent_client, operator, active_parent, ALL_MET))
    from cycles.signing.payload import review_subject

    other = sign_act(operator, kind="REVIEW", ref=run.candidate.pk, decision="met", result_digest=run.result_digest,
                     subject=review_subject(run.candidate.pk, "AC9"), digest=run.candidate.content_digest)
    with pytest.raises(SigningError) as refused:
        review(candidate=run.candidate, run=run, criterion_id="AC1", decision="met", note="", actor=operator,
               signed_act=other)
    assert refused.value.extra["check"] == "payload"
    assert not LedgerEntry.objects.filter(payload__kind=LEDGER_KIND).exists()


def test_the_offline_verifier_counts_a_signed_review(agent_client, operator, active_parent, suites, fake_model):  # noqa: F811
    run = evaluate(candidate_with(agent_client, operator, active_parent, ALL_MET))
    before = verify_export(_exported())
    review_signed(run=run, criterion_id="AC1", actor=operator, decision="unmet", note="lists options")
    after = verify_export(_exported())
    assert after.failure is None, after.failure
    assert (after.acts, after.unsigned_acts) == (before.acts + 1, before.unsigned_acts)


def test_the_offline_verifier_refuses_a_review_whose_entry_names_another_result(agent_client, operator, active_parent,  # noqa: F811
                                                                                suites, fake_model):  # noqa: F811
    run = evaluate(candidate_with(agent_client, operator, active_parent, ALL_MET))
    review_signed(run=run, criterion_id="AC1", actor=operator)
    entry = LedgerEntry.objects.get(payload__kind=LEDGER_KIND)
    payload = copy.deepcopy(entry.payload)
    payload.pop("at", None)
    with transaction.atomic():
        ledger_append(kind=LedgerKind.ATTESTATION, subject=entry.subject, payload={**payload, "result_digest": "0" * 64})
    failure = verify_export(_exported()).failure
    assert failure is not None and failure.check == "act_binding" and "result_digest" in failure.detail, failure


def test_the_promoter_verifies_a_signed_tick(passed):
    evidence = check_acceptance_criteria(Packet(passed.candidate, passed, passed.result_digest, None))
    assert evidence["ticks"]["AC1"]["signed"] is True and evidence["ticks"]["AC1"]["ledger_seq"] == \
        _tick_entry(passed).seq


def test_the_offline_verifier_counts_a_signed_tick(agent_client, operator, active_parent, suites):  # noqa: F811
    candidate = candidate_with(agent_client, operator, active_parent, ALL_MET)
    before = verify_export(_exported())
    legacy_tick_signed(candidate=candidate, criterion_id="AC1", actor=operator)
    after = verify_export(_exported())
    assert after.failure is None, after.failure
    assert (after.acts, after.unsigned_acts) == (before.acts + 1, before.unsigned_acts)


def _exported() -> dict[str, Any]:
    from evaluation.candidates import evaluator_key
    from evaluation.candidates.result_signing import evaluator_key_path
    from promotion.evaluator_check import trust_public_key
    from promotion.signed_acts import ActVerifier

    ActVerifier()  # the promoter copies the proven keys into its store, which the export names
    public = evaluator_key.public_path(evaluator_key_path())
    if public.exists():  # runs were signed: the promoter trusts the development evaluator key, as on first use
        trust_public_key(public.read_bytes())
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
