"""Writes of the evaluation plane that span models and apps (docs/conventions.md §6).

candidate_create (R-E-1) · evaluation_request (R-E-3, R-E-7) · suite_import
(R-E-2) · lens_record (R-C-6 for a candidate) · promotion_attest (R-AUTH-5).
"""
from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import transaction

from cycles import digests, events, kernel
from cycles.acceptance import classification_for_stratum
from cycles.active_store import PointerMismatch
from cycles.active_store import active_version as _verified_active
from cycles.choices import AttestationKind, Channel, CycleStatus, Decision, LedgerKind, LensStatus
from cycles.findings import MutationBeforeX, mutation_finding_record, require_x_attested
from cycles.ledger import ledger_append
from cycles.lenses import LITERAL_V1, LensLabelError, read_label
from cycles.models import Agent, Attestation, Cycle, LensFinding, SignedAct
from cycles.signing.payload import attestation_subject, note_text
from cycles.signing.web import require_signed
from evaluation.candidates import suite_targets, workspace
from evaluation.candidates.exceptions import CandidateError
from evaluation.candidates.models import Candidate, EvaluationRun, EvaluationStep, RunStatus, Suite, Verdict
from evaluation.candidates.steps import STEPS
from evaluation.candidates.suites import LoadedSuite


def active_version_digest(agent_name: str) -> str | None:
    """The agent's active version, refused when the pointer and the ledger disagree (issue 11 bypass 1)."""
    try:
        return _verified_active(agent_name, strict=True)
    except PointerMismatch as exc:
        raise CandidateError("POINTER_MISMATCH", str(exc), http_status=409) from exc


MAX_CONTENT_BYTES = 256 * 1024
FORBIDDEN_EFFECTS = [pattern for patterns in workspace.REFUSED_TARGETS.values() for pattern in patterns]


def _cycle_for(cycle_id: int, agent: Agent | None) -> Cycle:
    queryset = Cycle.objects.select_for_update()
    if agent is not None:
        queryset = queryset.filter(agent=agent)
    cycle = queryset.filter(pk=cycle_id).first()
    if cycle is None:
        raise CandidateError("NOT_FOUND", f"cycle {cycle_id} not found", http_status=404)
    if cycle.status == CycleStatus.HALTED:
        raise CandidateError("CYCLE_HALTED", f"cycle {cycle_id} was halted by an operator: {cycle.halted_reason}",
                             http_status=409)
    if cycle.status != CycleStatus.OPEN:
        raise CandidateError("CYCLE_CLOSED", f"cycle {cycle_id} is {cycle.status}; candidates need an open cycle", http_status=409)
    return cycle


def _closing_refused(refusal: MutationBeforeX) -> CandidateError:
    """L1 (issue 25): the finding is kept after the mutation's rollback; the agent gets 422 as for every code."""
    mutation_finding_record(refusal)
    return CandidateError("CORRUPTION_DETECTED", f"L1 detected: {refusal}", http_status=422,
                          findings=[hit.as_dict() for hit in refusal.hits])


def _parent(agent_name: str, parent_version_digest: str | None, target_path: str) -> tuple[str, str]:
    active = active_version_digest(agent_name)
    if active and not parent_version_digest:
        raise CandidateError("PARENT_VERSION_REQUIRED", f"a version is active ({active}); send it as parent_version_digest")
    if parent_version_digest and parent_version_digest != active:
        raise CandidateError("STALE_PARENT", f"parent_version_digest {parent_version_digest} is not the active version "
                             f"({active or 'none'})", http_status=409, active_version=active)
    try:
        return active or "", workspace.read_parent(settings.QLN_ACTIVE_STORE, active, target_path)
    except workspace.PathRefused as refused:
        raise CandidateError(refused.code, refused.detail) from refused


def _check_classification(cycle: Cycle, target_stratum: str, target: str) -> None:
    """Issue 10 bullet 5: the classification follows from what the candidate changes (docs/evaluation.md)."""
    derived = classification_for_stratum(target_stratum)
    if cycle.classification != derived:
        raise CandidateError(
            "CLASSIFICATION_MISMATCH",
            f"cycle {cycle.pk} declares {cycle.classification}, but a candidate for {target} ({target_stratum}) "
            f"makes it {derived}; open a cycle that declares {derived}",
            declared=cycle.classification, derived=derived,
        )


def candidate_create(
    *, cycle_id: int, target_stratum: str, target_path: Any, content: Any, agent: Agent | None = None,
    user: Any = None, parent_version_digest: str | None = None, alpha: Any = None, alpha_expression: Any = None,
) -> Candidate:
    """Validate the target, copy the parent, write the isolated workspace and the candidate row (R-E-1).

    ``alpha`` / ``alpha_expression`` (seed §16) are the α the proposer says the candidate carries and
    how it expresses it; omitted, G's ALPHA and SEEKS are recorded. Evaluation measures drift
    against G's ALPHA (issue 10)."""
    for name, value in (("alpha", alpha), ("alpha_expression", alpha_expression)):
        if value is not None and (not isinstance(value, str) or not value.strip() or len(value) > 2000):
            raise CandidateError("BAD_ALPHA", f"{name} must be non-empty text of at most 2000 characters")
    try:
        target = workspace.check_target(target_stratum, target_path)
    except workspace.PathRefused as refused:
        raise CandidateError(refused.code, refused.detail) from refused
    if not isinstance(content, str) or "\x00" in content or len(content.encode("utf-8")) > MAX_CONTENT_BYTES:
        raise CandidateError("BAD_CONTENT", f"content must be text without NUL, at most {MAX_CONTENT_BYTES} bytes")
    created_dir: Path | None = None
    try:
        with transaction.atomic():
            cycle = _cycle_for(cycle_id, agent)
            require_x_attested(cycle, f"a candidate for {target} was proposed")
            _check_classification(cycle, target_stratum, target)
            parent_version, parent = _parent(cycle.agent.name, parent_version_digest, target)
            if parent == content:
                raise CandidateError("NO_CHANGE", "the proposed content equals the parent; there is nothing to evaluate")
            status = kernel.verify_kernel(settings.QLN_KERNEL_DIR)
            digest = workspace.sha256_text(content)
            diff = workspace.unified_diff(parent, content, target)
            candidate = Candidate(
                cycle=cycle, proposer_agent=agent, proposer_user=user, target_stratum=target_stratum, target_path=target,
                parent_version_digest=parent_version, parent_content=parent, content=content, content_digest=digest,
                diff=diff, workspace="",
            )
            candidate.save()
            footer = cycle.current_outputs().get("G")
            manifest = {
                "cycle_id": str(cycle.pk), "candidate_id": str(candidate.pk), "target_stratum": target_stratum,
                "target": target, "parent_version": parent_version, "codex_hash": status.kernel_sha256,
                "decoder_version": status.decoder_version,
                "alpha": alpha if alpha is not None else footer.footer.get("ALPHA", "") if footer else "",
                "alpha_expression": alpha_expression if alpha_expression is not None
                else footer.footer.get("SEEKS", "") if footer else "", "scope": [target],
                "forbidden_effects": FORBIDDEN_EFFECTS, "created_by": candidate.proposer_label,
                "content_digest": f"sha256:{digest}",
            }
            plan = {"steps": [key for key, _ in STEPS], "repeats": 3,
                    "suites": [{k: s[k] for k in ("kind", "digest", "size", "targets")} for s in pinned_suites(candidate)]}
            created_dir = Path(settings.QLN_HOME) / "candidates" / str(cycle.pk) / str(candidate.pk)
            written = workspace.write_workspace(
                qln_home=Path(settings.QLN_HOME), cycle_id=cycle.pk, candidate_id=candidate.pk, target_path=target,
                parent=parent, proposed=content, diff=diff, manifest=manifest, test_plan=plan,
            )
            # The one write after insert, in the creating transaction: where the server put it.
            Candidate.objects.filter(pk=candidate.pk).update(workspace=str(written.root), manifest_digest=written.manifest_digest)
            candidate.workspace, candidate.manifest_digest = str(written.root), written.manifest_digest
            events.emit("candidate_proposed", cycle=cycle, agent=agent, candidate=candidate.pk, digest=digest, target=target)
    except workspace.PathRefused as refused:
        raise CandidateError(refused.code, refused.detail) from refused
    except MutationBeforeX as refusal:
        raise _closing_refused(refusal) from None
    except BaseException:
        if created_dir is not None and created_dir.is_dir() and not created_dir.is_symlink():
            shutil.rmtree(created_dir, ignore_errors=True)
        raise
    return candidate


def pinned_suites(candidate: Candidate) -> list[dict[str, Any]]:
    """The active suites covering the candidate's target, plus the global ones (issue 26 item 3)."""
    target = suite_targets.candidate_target(candidate.target_stratum, candidate.target_path)
    return [{"id": s.pk, "name": s.name, "kind": s.kind, "digest": s.digest, "size": s.size, "targets": list(s.targets)}
            for s in Suite.objects.filter(active=True).order_by("kind", "name", "id")
            if suite_targets.covers(s.targets, target)]


def evaluation_request(*, candidate: Candidate, requested_by: str, repeats: int = 3) -> EvaluationRun:
    """Pin candidate, baseline, suites, kernel and decoder; create the eleven steps; enqueue on commit (R-E-7)."""
    try:
        return _evaluation_request(candidate=candidate, requested_by=requested_by, repeats=repeats)
    except MutationBeforeX as refusal:
        raise _closing_refused(refusal) from None


def _evaluation_request(*, candidate: Candidate, requested_by: str, repeats: int) -> EvaluationRun:
    from django_q.tasks import async_task

    with transaction.atomic():
        locked = Candidate.objects.select_for_update().get(pk=candidate.pk)
        if locked.invalidated_at is not None:
            raise CandidateError(
                "CANDIDATE_INVALIDATED",
                f"the cycle was reopened after this candidate was proposed ({locked.invalidated_reason}); propose anew",
                http_status=409,
            )
        if locked.cycle.status == CycleStatus.HALTED:
            raise CandidateError("CYCLE_HALTED", f"cycle {locked.cycle_id} was halted by an operator: "
                                 f"{locked.cycle.halted_reason}", http_status=409)
        require_x_attested(locked.cycle, f"an evaluation of candidate {locked.pk} was requested")
        if candidate.runs.filter(status__in=[RunStatus.QUEUED, RunStatus.RUNNING]).exists():
            raise CandidateError("EVALUATION_IN_PROGRESS", "an evaluation of this candidate is already queued or running", http_status=409)
        # Bounded re-evaluation (issue 11, bypass 7): evaluating again and again until the noise says PASS
        # is a search against the sealed suites. The count is taken under the candidate's row lock.
        limit = int(getattr(settings, "QLN_EVAL_MAX_RUNS", 5))
        done = candidate.runs.count()
        if done >= limit:
            raise CandidateError(
                "EVALUATION_LIMIT_REACHED",
                f"this candidate has been evaluated {done} times (limit QLN_EVAL_MAX_RUNS={limit}); propose a new candidate",
                http_status=409, limit=limit, runs=done,
            )
        status = kernel.verify_kernel(settings.QLN_KERNEL_DIR)
        suites = pinned_suites(candidate)
        run = EvaluationRun.objects.create(
            candidate=candidate, baseline_version=active_version_digest(candidate.cycle.agent.name) or "", kernel_digest=status.kernel_sha256,
            decoder_version=status.decoder_version, suite_digests=suites, repeats=repeats, requested_by=requested_by,
            model_name=str(getattr(settings, "QLN_MODEL_NAME", "")) if getattr(settings, "QLN_MODEL_BASE_URL", "") else "",
        )
        EvaluationStep.objects.bulk_create(
            EvaluationStep(run=run, order=index, key=key, name=name) for index, (key, name) in enumerate(STEPS, start=1)
        )
        events.emit("evaluation_queued", cycle=candidate.cycle, run=run.pk, candidate=candidate.pk, by=requested_by)
        run_id = run.pk
        transaction.on_commit(lambda: async_task("evaluation.candidates.tasks.run_evaluation", run_id, task_name=f"evaluation-{run_id}"))
    return run


@transaction.atomic
def suite_import(loaded: LoadedSuite) -> tuple[Suite, bool]:
    """Store a validated suite by content address; the newest of a name and kind becomes active (R-E-2)."""
    suite, created = Suite.objects.get_or_create(
        digest=loaded.digest,
        defaults={"name": loaded.name, "kind": loaded.kind, "size": len(loaded.cases), "size_bytes": len(loaded.canonical_bytes),
                  "cases": loaded.cases, "recorded_runs": loaded.recorded_runs, "subject_content": loaded.subject_content,
                  "source": loaded.source[:500], "targets": sorted(loaded.targets)},
    )
    Suite.objects.filter(name=suite.name, kind=suite.kind).exclude(pk=suite.pk).update(active=False)
    Suite.objects.filter(pk=suite.pk).update(active=True)
    return suite, created


@transaction.atomic
def lens_record(*, candidate: Candidate, label: str, status: str, evidence: str, recorded_by: str,
                notation: str = LITERAL_V1) -> LensFinding:
    """Record one lens coordinate for a candidate review (R-C-6); labels are mapped, never rewritten."""
    try:
        coordinate = read_label(label, notation)
    except LensLabelError as error:
        raise CandidateError("BAD_LENS", str(error)) from error
    if status not in LensStatus.values:
        raise CandidateError("BAD_LENS_STATUS", f"status must be one of {', '.join(LensStatus.values)}")
    if not evidence.strip():
        raise CandidateError("EVIDENCE_REQUIRED", "each lens finding needs its evidence (a reason for not_applicable)")
    return LensFinding.objects.create(
        cycle=candidate.cycle, subject_ref=candidate.subject_ref, coordinate=coordinate.literal, notation=LITERAL_V1,
        source_label=label, source_notation=notation, status=status, evidence=evidence[:4000], recorded_by=recorded_by,
    )


def promotion_subject_digest(candidate: Candidate, run: EvaluationRun) -> str:
    """What a PROMOTION attestation binds to: the candidate content and the evaluation result."""
    return digests.promotion_subject_digest(candidate.content_digest, run.result_digest)


@transaction.atomic
def promotion_attest(
    *, candidate: Candidate, run: EvaluationRun, actor: Any, decision: str, note: str = "",
    signed_act: SignedAct | None = None,
) -> Attestation:
    """An operator's PROMOTION decision on a finished PASS run; never the proposer (R-AUTH-5).

    A rejection needs a reason (issue 12): it is stored as the attestation's note and shown. The act is
    signed with the operator's passkey over the content digest and the result digest (issue 24).
    """
    if not actor.has_perm("cycles.attest"):
        raise CandidateError("FORBIDDEN", "only operators with the attest permission can attest promotion", http_status=403)
    if candidate.proposer_user_id is not None and candidate.proposer_user_id == actor.pk:
        raise CandidateError("SEPARATION_OF_DUTIES", "the proposer of a candidate cannot attest its promotion", http_status=403)
    if decision not in Decision.values:
        raise CandidateError("BAD_DECISION", f"decision must be approve or reject, not {decision!r}")
    note = note_text(note)[:2000]  # as the browser hashed it into the signature
    if decision == Decision.REJECT and not note:
        raise CandidateError("REASON_REQUIRED", "a rejected promotion needs a reason; nothing was recorded")
    if candidate.invalidated_at is not None:
        raise CandidateError("CANDIDATE_INVALIDATED", "the cycle was reopened after this candidate was proposed", http_status=409)
    run = EvaluationRun.objects.select_for_update().get(pk=run.pk)
    from evaluation.candidates.outcome_review import outcome_of

    effective = outcome_of(run)  # issue 26 item 7: a signed HOLD waiting at step 11 is PASS once reviewed as met
    if run.candidate_id != candidate.pk or run.status != RunStatus.FINISHED or effective.verdict != Verdict.PASS:
        if effective.awaits_review:
            raise CandidateError("OUTCOME_REVIEW_REQUIRED", "; ".join(effective.reasons), http_status=409)
        raise CandidateError("NOT_PROMOTABLE", "PROMOTION is attested only on a finished PASS evaluation of this candidate", http_status=409)
    if decision == Decision.APPROVE:  # issue 10: Z's criteria met (human ones reviewed, issue 26), as the promoter re-checks
        from evaluation.candidates.acceptance import recheck

        unmet = recheck(candidate, run)[0]
        if unmet:
            raise CandidateError("ACCEPTANCE_UNMET", "; ".join(unmet), http_status=409)
    require_signed(signed_act, actor=actor, kind=AttestationKind.PROMOTION,
                   subject=attestation_subject(AttestationKind.PROMOTION, candidate.pk), digest=candidate.content_digest,
                   decision=decision, result_digest=run.result_digest, note=note)
    digest = promotion_subject_digest(candidate, run)
    subject = candidate.subject_ref
    if Attestation.objects.filter(kind=AttestationKind.PROMOTION, subject_ref=subject, subject_digest=digest,
                                  invalidated_at__isnull=True).exists():
        raise CandidateError("ALREADY_ATTESTED", "promotion of this candidate and evaluation is already decided", http_status=409)
    attestation = Attestation.objects.create(
        cycle=candidate.cycle, output=None, subject_ref=subject, kind=AttestationKind.PROMOTION, subject_digest=digest,
        actor=actor, decision=decision, channel=Channel.WEB, signed_act=signed_act,
        note=(f"{note} — " if note else "") + f"evaluation {run.pk} result {run.result_digest}",
    )
    ledger_append(kind=LedgerKind.ATTESTATION, subject=subject, payload={
        "cycle": candidate.cycle_id, "kind": AttestationKind.PROMOTION, "subject_digest": digest, "candidate": candidate.pk,
        "evaluation": run.pk, "result_digest": run.result_digest, "actor": actor.get_username(), "decision": decision,
        "channel": Channel.WEB, "note": note, "signed": signed_act.ledger_form() if signed_act is not None else None,
    })
    events.emit("attestation_recorded", cycle=candidate.cycle, kind="PROMOTION", decision=decision, actor=actor.get_username())
    return attestation
