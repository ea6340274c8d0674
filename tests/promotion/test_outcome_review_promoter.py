"""Issue 26 item 7: `promote` verifies the human outcome reviews from the ledger, as it verifies PROMOTION.

A run that waited at step 11 (signed HOLD, ``OUTCOME_REVIEW_REQUIRED`` inside its signed result) is promotable only
when each human criterion it names has a passkey-signed REVIEW, decision met, bound to this candidate's content
digest and this run's RESULT digest. A missing review, a row a database writer inserted without a valid signature,
a review of another run's result and a 'not met' review are each refused (check ``review_signature``).
"""
from __future__ import annotations

import copy
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.db import transaction

from cycles.choices import LedgerKind
from cycles.ledger import ledger_append
from cycles.models import LedgerEntry
from evaluation.candidates.outcome_review import LEDGER_KIND, REQUIRED, ledger_subject, outcome_of, required_ids
from promotion import store
from promotion.models import Promotion
from tests.factories import CandidateFactory, EvaluationRunFactory, OperatorFactory, PromotionAttestationFactory
from tests.promotion.helpers import make_promotable
from tests.testing.signing import review_signed

CONTENT = "# debugging\nReport weakened checks as failures.\n"


def _promote(candidate_id: int, digest: str) -> str:
    out = StringIO()
    call_command("promote", "--yes", str(candidate_id), "--evaluation", digest, stdout=out)
    return out.getvalue()


def _refused(candidate_id: int, digest: str) -> str:
    with pytest.raises(CommandError) as caught:
        _promote(candidate_id, digest)
    message = str(caught.value)
    assert "refused by check review_signature:" in message, message
    assert store.read_pointer("promo-agent") is None and not Promotion.objects.exists()
    return message


def _unreviewed(promo_cycle, approver, content: str = CONTENT):
    """A run at step 11 with no review yet, and a signed PROMOTION on it recorded past the web (which refuses it)."""
    candidate = CandidateFactory(cycle=promo_cycle, content=content)
    run = EvaluationRunFactory(candidate=candidate, sealed__reviewed=False)
    assert run.verdict == "HOLD" and required_ids(run) == ["READABLE"] and outcome_of(run).code == REQUIRED
    PromotionAttestationFactory(run=run, actor=approver)
    return candidate, run


def _review_entry(run) -> LedgerEntry:
    return LedgerEntry.objects.get(subject=ledger_subject(run.candidate_id), payload__kind=LEDGER_KIND,
                                   payload__run=run.pk)


def _insert(run, payload: dict) -> None:
    """A database writer's review row: appended to the ledger (the chain stays whole), never through the service."""
    with transaction.atomic():
        ledger_append(kind=LedgerKind.ATTESTATION, subject=ledger_subject(run.candidate_id), payload=payload)


def test_a_reviewed_run_is_promoted_and_the_summary_names_the_review(promo_cycle, approver):
    packet = make_promotable(promo_cycle, approver, content=CONTENT)
    assert packet.run.verdict == "HOLD" and outcome_of(packet.run).verdict == "PASS"
    out = _promote(packet.candidate.pk, packet.run.result_digest)
    assert f"evaluation {packet.run.pk}: PASS (signed HOLD {REQUIRED}; outcome reviewed as met: READABLE)" in out, out
    assert "REVIEW READABLE met approved by criteria-reviewer-" in out and "(passkey " in out, out
    promotion = Promotion.objects.get()
    evidence = promotion.evidence["outcome_review"]
    assert evidence["required"] == ["READABLE"] and evidence["result_digest"] == packet.run.result_digest
    assert evidence["reviews"]["READABLE"]["signed"] is True


def test_a_pass_without_its_review_is_refused(promo_cycle, approver):
    candidate, run = _unreviewed(promo_cycle, approver)
    assert "OUTCOME_REVIEW_MISSING" in _refused(candidate.pk, run.result_digest)


def test_a_review_row_inserted_without_a_valid_signature_is_refused(promo_cycle, approver):
    candidate, run = _unreviewed(promo_cycle, approver)
    _insert(run, {"kind": LEDGER_KIND, "cycle": candidate.cycle_id, "candidate": candidate.pk, "run": run.pk,
                  "result_digest": run.result_digest, "content_digest": candidate.content_digest,
                  "criterion": "READABLE", "decision": "met", "note": "", "actor": approver.get_username(),
                  "actor_id": approver.pk, "signed": None})
    assert outcome_of(run).verdict == "PASS"  # the web's reading trusts the row; the promoter does not
    assert "missing: ledger #" in _refused(candidate.pk, run.result_digest)


def test_a_genuine_review_copied_onto_another_run_is_refused(promo_cycle, approver):
    reviewed = make_promotable(promo_cycle, approver, content=CONTENT)
    candidate, run = _unreviewed(promo_cycle, approver, content=CONTENT + "and says so.\n")
    genuine = copy.deepcopy(_review_entry(reviewed.run).payload)
    genuine.pop("at", None)
    _insert(run, {**genuine, "candidate": candidate.pk, "run": run.pk})  # still bound to the other result digest
    assert "OUTCOME_REVIEW_DIGEST_MISMATCH" in _refused(candidate.pk, run.result_digest)


def test_a_genuine_signature_relabelled_with_this_runs_digest_is_refused(promo_cycle, approver):
    reviewed = make_promotable(promo_cycle, approver, content=CONTENT)
    candidate, run = _unreviewed(promo_cycle, approver, content=CONTENT + "and says so.\n")
    genuine = copy.deepcopy(_review_entry(reviewed.run).payload)
    genuine.pop("at", None)
    _insert(run, {**genuine, "candidate": candidate.pk, "run": run.pk, "result_digest": run.result_digest,
                  "content_digest": candidate.content_digest})
    message = _refused(candidate.pk, run.result_digest)
    assert "payload: ledger #" in message, message  # the signature binds the other candidate and result


def test_a_review_not_met_is_refused(promo_cycle, approver):
    candidate, run = _unreviewed(promo_cycle, approver)
    review_signed(run=run, criterion_id="READABLE", actor=OperatorFactory(), decision="unmet",
                  note="the failure reads as a fix")
    assert outcome_of(run).verdict == "REJECT"
    assert "OUTCOME_REVIEW_NOT_MET" in _refused(candidate.pk, run.result_digest)
