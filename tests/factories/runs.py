"""Candidates and evaluation runs sealed as the worker seals them (result digest, evaluator signature, outcome reviews)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import factory
from django.conf import settings
from django.contrib.auth.models import User
from django.db import transaction
from django.db.models import Max

from cycles import kernel
from evaluation.candidates.fitness import MANDATORY_GATES
from evaluation.candidates.models import Candidate, EvaluationRun, EvaluationStep
from evaluation.candidates.outcome_review import REQUIRED
from evaluation.candidates.result_signing import result_record, result_sign
from evaluation.candidates.steps import STEPS
from evaluation.candidates.tasks import result_digest
from evaluation.candidates.workspace import sha256_text, unified_diff, write_workspace
from promotion.active import active_version
from tests.factories.cycles import CycleFactory, OperatorFactory


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
