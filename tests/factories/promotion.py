"""Human PROMOTION decisions, signed, through the service (or past it, as a compromised web would write them)."""
from __future__ import annotations

from typing import Any

import factory
from django.contrib.auth.models import User

from core.digests import promotion_subject_digest
from cycles.choices import AttestationKind, Channel, Decision
from cycles.models import Attestation
from evaluation.candidates.exceptions import CandidateError
from evaluation.candidates.models import EvaluationRun
from tests.factories.cycles import OperatorFactory
from tests.factories.runs import EvaluationRunFactory


def _promotion_recorded_directly(run: EvaluationRun, actor: User, decision: str, signed: Any) -> Attestation:
    from django.db import transaction

    from cycles.choices import LedgerKind
    from cycles.ledger import ledger_append

    candidate = run.candidate
    digest = promotion_subject_digest(candidate.content_digest, run.result_digest)
    with transaction.atomic():
        attestation = Attestation.objects.create(
            cycle=candidate.cycle, subject_ref=candidate.subject_ref, kind=AttestationKind.PROMOTION,
            subject_digest=digest, actor=actor, decision=decision, channel=Channel.WEB, signed_act=signed)
        ledger_append(kind=LedgerKind.ATTESTATION, subject=candidate.subject_ref, payload={
            "cycle": candidate.cycle_id, "kind": AttestationKind.PROMOTION, "subject_digest": digest,
            "candidate": candidate.pk, "evaluation": run.pk, "result_digest": run.result_digest,
            "actor": actor.get_username(), "decision": decision, "channel": Channel.WEB,
            "signed": signed.ledger_form()})
    return attestation


class PromotionAttestationFactory(factory.django.DjangoModelFactory):
    """A human PROMOTION decision bound to the run's candidate content and result digest (R-P-2)."""

    class Meta:
        model = Attestation

    class Params:
        run = factory.SubFactory(EvaluationRunFactory)

    cycle = factory.LazyAttribute(lambda a: a.run.candidate.cycle)
    _run_pk = factory.LazyAttribute(lambda a: a.run.pk)
    kind = AttestationKind.PROMOTION
    subject_ref = factory.LazyAttribute(lambda a: f"candidate:{a.run.candidate.pk}")
    subject_digest = factory.LazyAttribute(
        lambda a: promotion_subject_digest(a.run.candidate.content_digest, a.run.result_digest)
    )
    actor = factory.SubFactory(OperatorFactory)
    decision = Decision.APPROVE
    channel = Channel.WEB

    @classmethod
    def _create(cls, model_class: type, *args: Any, **kwargs: Any) -> Attestation:
        """Through the service, signed with the actor's passkey, as the browser records it (issue 24): a row
        written directly would be exactly the forgery the promoter refuses."""
        from promotion.attest import promotion_attest
        from tests.testing.signing import sign_act

        run = EvaluationRun.objects.get(result_digest__isnull=False, candidate__cycle=kwargs["cycle"],
                                        pk=kwargs.pop("_run_pk"))
        actor, decision = kwargs["actor"], kwargs["decision"]
        note = "rejected by the test" if decision == Decision.REJECT else ""
        signed = sign_act(actor, kind="PROMOTION", ref=run.candidate.pk, digest=run.candidate.content_digest,
                          decision=decision, result_digest=run.result_digest, note=note)
        try:
            return promotion_attest(candidate=run.candidate, run=run, actor=actor, decision=decision, note=note,
                                    signed_act=signed)
        except CandidateError:
            # A decision the web refuses (a HOLD run, the proposer's own approval): the promoter must still refuse
            # it on its own checks, so the test records it signed but past the service, as a compromised web would.
            return _promotion_recorded_directly(run, actor, decision, signed)
