"""factory-boy factories for the domain models."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import factory
from django.conf import settings
from django.contrib.auth.models import User
from django.db import transaction
from django.db.models import Max

from core.digests import promotion_subject_digest
from cycles import kernel
from cycles.choices import AttestationKind, Channel, Decision
from cycles.models import Agent, Attestation, Cycle
from cycles.operators import operators_group
from evaluation.candidates.exceptions import CandidateError
from evaluation.candidates.fitness import MANDATORY_GATES
from evaluation.candidates.models import Candidate, EvaluationRun, EvaluationStep
from evaluation.candidates.outcome_review import REQUIRED
from evaluation.candidates.result_signing import result_record, result_sign
from evaluation.candidates.steps import STEPS
from evaluation.candidates.tasks import result_digest
from evaluation.candidates.workspace import sha256_text, unified_diff, write_workspace
from promotion.active import active_version


class AgentFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Agent
        skip_postgeneration_save = True

    name = factory.Sequence(lambda n: f"agent-{n}")
    model_name = "demo-model"

    @factory.post_generation
    def token(self, create: bool, extracted: str | None, **kwargs: object) -> None:
        self.plain_token = self.issue_token()
        if create:
            self.save()


class OperatorFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = User
        skip_postgeneration_save = True

    username = factory.Sequence(lambda n: f"operator{n}")
    password = factory.django.Password("correct horse battery")

    @factory.post_generation
    def operators_group(self, create: bool, extracted: object, **kwargs: object) -> None:
        if create:
            self.groups.add(operators_group())


PHASE_ORDER = ("S", "G", "Q", "P", "V")
ATTESTED_AFTER = {"S": "X", "Q": "Z"}


class CycleFactory(factory.django.DjangoModelFactory):
    """A cycle opened and driven by the real services (gates, kernel, attestations), never written raw.

    ``through``: the last phase whose output is submitted (None: just opened), in order, with
    the demo texts of :data:`cycles.demo.PHASE_TEXTS` unless ``texts`` gives others.
    ``attest``: the attestations ``approver`` gives on the way ("XZ" by default: X after S,
    Z after Q) — ``CycleFactory(through="Q", attest="X", approver=op)`` waits for Z;
    ``CycleFactory(through="Q", approver=op)`` waits at P for a candidate.
    ``route``: where the outputs came from, as the services stamp their evidence
    (``"agent-api"`` for what an agent would have posted).
    """

    class Meta:
        model = Cycle

    agent = factory.SubFactory(AgentFactory)
    title = factory.Sequence(lambda n: f"cycle {n}")
    classification = "reflection"

    @classmethod
    def _create(cls, model_class: type[Cycle], *args: Any, through: str | None = None, attest: str = "XZ",
                approver: User | None = None, texts: dict[str, str] | None = None, route: str = "service",
                **kwargs: Any) -> Cycle:
        from cycles import services
        from cycles.demo import PHASE_TEXTS

        cycle = services.cycle_open(**kwargs)
        phases = PHASE_ORDER[: PHASE_ORDER.index(through) + 1] if through else ()
        for phase in phases:
            text = (texts or {}).get(phase, PHASE_TEXTS[phase])
            services.output_submit(cycle_id=cycle.pk, agent=cycle.agent, phase=phase, text=text, route=route)
            kind = ATTESTED_AFTER.get(phase)
            if kind and kind in attest:
                if approver is None:
                    raise ValueError(f"CycleFactory(through={through!r}) needs an approver for {kind}")
                attest_output(cycle, kind, approver)
        cycle.refresh_from_db()
        cycle.agent = kwargs["agent"]  # the factory's instance, which knows its plain token
        return cycle


def attest_output(cycle: Cycle | int, kind: str, actor: User, decision: str = "approve") -> None:
    """``actor`` attests X (on S) or Z (on Q) of ``cycle`` (a cycle or its id), bound to the current output's
    digest, signed with the actor's passkey and recorded by the real attestation service."""
    from cycles import services
    from tests.testing.signing import sign_act

    cycle_id = cycle if isinstance(cycle, int) else cycle.pk
    output = Cycle.objects.get(pk=cycle_id).current_outputs()[{"X": "S", "Z": "Q"}[kind]]
    note = "rejected by the test" if decision == "reject" else ""
    signed = sign_act(actor, kind=kind, ref=cycle_id, digest=output.digest, decision=decision, note=note)  # issue 24
    services.attestation_record(cycle_id=cycle_id, kind=kind, digest=output.digest, decision=decision,
                                actor=actor, channel=Channel.WEB, note=note, signed_act=signed)


# The agent's own moves through the real API, for tests whose subject is the API's answer. A cycle that only
# has to *be* somewhere is made by CycleFactory (or the ``cycle_walk`` fixture of tests/conftest.py).

def open_cycle(agent_client: Any, title: str = "hack-job fallback", classification: str | None = None) -> int:
    """POST /api/v1/cycles as ``agent_client``'s agent; the new cycle's id."""
    body = {"title": title} if classification is None else {"title": title, "classification": classification}
    response = agent_client.post("/api/v1/cycles", body, format="json")
    assert response.status_code == 201, response.content
    return response.json()["id"]


def post_output(agent_client: Any, cycle_id: int, phase: str, text: str | None = None, **extra: Any) -> Any:
    """POST /api/v1/cycles/{id}/outputs (the demo text of ``phase`` unless ``text``); the response, unchecked."""
    from cycles.demo import PHASE_TEXTS

    body = {"phase": phase, "text": PHASE_TEXTS[phase] if text is None else text, **extra}
    return agent_client.post(f"/api/v1/cycles/{cycle_id}/outputs", body, format="json")


def point_agent_at(agent_name: str, version: str | None, root=None) -> None:
    """Make `version` the agent's active version as the promoter does: pointer file AND ledger entry.

    A pointer without its ledger entry is what a forger writes; the server refuses it
    (promotion/active.py), so tests that need an active version record both.
    """
    from django.db import transaction

    from cycles.choices import LedgerKind
    from cycles.ledger import ledger_append
    from promotion import store

    with transaction.atomic():
        ledger_append(kind=LedgerKind.PROMOTION, subject=f"test-version:{agent_name}",
                      payload={"initial": True, "agent": agent_name, "version": version, "active_after": version})
    store.swap_pointer(agent_name, version, root)


class CandidateFactory(factory.django.DjangoModelFactory):
    """A proposed candidate whose workspace is written by the evaluation plane's own `write_workspace`.

    `parent_version_digest` defaults to the active version when the candidate is made; the
    proposer is the cycle's agent unless `proposer_user` is given.
    """

    class Meta:
        model = Candidate

    cycle = factory.SubFactory(CycleFactory)
    proposer_user = None
    proposer_agent = factory.LazyAttribute(lambda c: None if c.proposer_user else c.cycle.agent)
    target_stratum = "adaptive_expression"
    target_path = "skills/debugging/SKILL.md"
    parent_version_digest = factory.LazyAttribute(lambda c: active_version(c.cycle.agent.name) or "")
    parent_content = ""
    content = factory.Sequence(lambda n: f"# candidate {n}\n")
    content_digest = factory.LazyAttribute(lambda c: sha256_text(c.content))
    diff = factory.LazyAttribute(lambda c: unified_diff(c.parent_content, c.content, c.target_path))

    @classmethod
    def _create(cls, model_class: type[Candidate], *args: Any, **kwargs: Any) -> Candidate:
        # The workspace is named after the candidate id, so the id is chosen before the row exists.
        next_id = (Candidate.objects.aggregate(top=Max("id"))["top"] or 0) + 1
        workspace = write_workspace(
            qln_home=Path(settings.QLN_HOME), cycle_id=kwargs["cycle"].pk, candidate_id=next_id,
            target_path=kwargs["target_path"], parent=kwargs["parent_content"], proposed=kwargs["content"],
            diff=kwargs["diff"], manifest={"target_path": kwargs["target_path"]}, test_plan={},
        )
        kwargs.update(id=next_id, manifest_digest=workspace.manifest_digest, workspace=str(workspace.root))
        return super()._create(model_class, *args, **kwargs)


class EvaluationRunFactory(factory.django.DjangoModelFactory):
    """A finished evaluation run (PASS, both mandatory gates passed) sealed with its `result_digest`; with Z's human
    criteria a signed HOLD at step 11 whose outcome reviews make it PASS (``sealed``)."""

    class Meta:
        model = EvaluationRun
        skip_postgeneration_save = True

    candidate = factory.SubFactory(CandidateFactory)
    status = "finished"
    verdict = "PASS"
    baseline_version = factory.LazyAttribute(lambda r: r.candidate.parent_version_digest)
    kernel_digest = factory.LazyFunction(lambda: kernel.verify_kernel(settings.QLN_KERNEL_DIR).kernel_sha256)
    decoder_version = kernel.DECODER_VERSION
    suite_digests = factory.LazyFunction(list)
    # issue 26: a made-up PASS stands for one run through Hermes; a direct-model one needs --accept-fast-evaluation
    evaluator = factory.LazyFunction(lambda: {"runner": "hermes-sandbox", "recorded_by": "test"})
    gates = factory.LazyFunction(lambda: {
        name: {"passed": True, "status": "pass", "evidence": f"{name}: recorded by the test"}
        for name in MANDATORY_GATES
    })
    requested_by = "test"

    @factory.post_generation
    def sealed(self, create: bool, extracted: object, step_status: str = "passed", reviewed: bool = True,
               **kwargs: object) -> None:
        """The eleven §17.1 steps (all `step_status`), then the result digest over them.

        A PASS whose Z states human criteria is made as the evaluator makes it since issue 26 item 7: signed HOLD
        with step 11 waiting for the outcome review (``OUTCOME_REVIEW_REQUIRED``), then — unless
        ``sealed__reviewed=False`` — each human criterion reviewed as met by a test operator's signed REVIEW bound
        to the result digest, so its effective outcome is PASS."""
        steps = []
        waiting: list[dict[str, str]] = []
        if create:
            record = acceptance_all_met(self)
            waiting = [{"id": r["id"], "text": r["text"]} for r in record["criteria"] if r["kind"] == "human"]
            waiting = waiting if self.verdict == "PASS" and step_status == "passed" else []
            step11: dict[str, Any] = {"recorded_by": "test", "acceptance": record}
            if waiting:
                step11["outcome_review"] = {"code": REQUIRED, "criteria": waiting, "z_digest": record["z_digest"]}
                self.verdict = "HOLD"
                self.verdict_reasons = [f"{REQUIRED}: waiting for the human outcome review of "
                                        f"{', '.join(c['id'] for c in waiting)}"]
                self.save(update_fields=["verdict", "verdict_reasons"])
            steps = EvaluationStep.objects.bulk_create(
                EvaluationStep(run=self, order=index, key=key, name=name,
                               status="held" if waiting and key == "human_outcome_review" else step_status,
                               evidence=step11 if key == "human_outcome_review" else {"recorded_by": "test"})
                for index, (key, name) in enumerate(STEPS, 1)
            )
        if create:
            reseal(self, review=reviewed)  # the digest over the stored steps, signed as the worker signs it
        else:
            self.result_digest = result_digest(self, steps)


def reseal(run: EvaluationRun, *, review: bool = True) -> EvaluationRun:
    """Recompute a run's result digest from its rows and sign it as the worker does (issue 24 item 3).

    For tests that change a run on purpose and want a *later* check than the evaluator signature
    to be the one that refuses it (the evaluator, too, can be wrong). A run waiting at step 11 then
    gets its human outcome review again, bound to the new result digest (issue 26 item 7), unless
    ``review=False``: a review binds one result, so the old one no longer counts.
    """
    run.result_digest = result_digest(run, list(run.steps.order_by("order")))
    signed = result_sign(run_id=run.pk, candidate_digest=run.candidate.content_digest, result_digest=run.result_digest)
    for name, value in signed.fields().items():
        setattr(run, name, value)
    with transaction.atomic():
        run.save(update_fields=["result_digest", *signed.fields()])
        result_record(signed=signed)
    if review:
        review_waiting(run)
    return run


def review_waiting(run: EvaluationRun) -> None:
    """Each human criterion the run waits on, reviewed as met by a test operator (signed, bound to its result)."""
    from evaluation.candidates.outcome_review import latest_run, required_ids, reviews
    from tests.testing.signing import review_signed

    if latest_run(run.candidate).pk != run.pk:  # a review of a superseded run is refused (STALE_RUN)
        return
    done = reviews(run)
    for criterion in required_ids(run):
        if criterion not in done:
            review_signed(run=run, criterion_id=criterion, actor=_criteria_reviewer(run))


def _criteria_reviewer(run: EvaluationRun) -> User:
    """One reviewer per candidate, named after it: unique across the processes a scenario seeds from."""
    username = f"criteria-reviewer-{run.candidate_id}"
    return User.objects.filter(username=username).first() or OperatorFactory(username=username)


def acceptance_all_met(run: EvaluationRun) -> dict[str, Any]:
    """Step 11's record when every machine criterion of the cycle's Z is met; human ones pending for the outcome
    review after the run (issue 26 item 7)."""
    from evaluation.candidates.acceptance import z_criteria

    zc = z_criteria(run.candidate.cycle)
    rows = []
    for criterion in zc.criteria:
        row: dict[str, Any] = {**criterion.as_dict(), "outcome": "met", "detail": "recorded by the test"}
        if criterion.kind == "metric":
            row["observed"] = (criterion.threshold or 0.0) + {">": 1.0, "<": -1.0}.get(criterion.op, 0.0)
        elif criterion.kind == "case":
            row["observed"] = "passed"
        else:
            row.update(outcome="pending", detail="waiting for the human outcome review of this run's result")
        rows.append(row)
    review = [{"id": r["id"], "text": r["text"]} for r in rows if r["kind"] == "human"]
    return {"z_output": zc.output.pk if zc.output else None, "z_digest": zc.digest, "criteria": rows,
            "errors": zc.errors, "met": not review, "reasons": [], "review": review, "note": ""}


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

