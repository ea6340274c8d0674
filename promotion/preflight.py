"""The promoter's checks (seed §18.2 steps 1–5, R-P-2, R-AUTH-5; issue 10: Z's acceptance criteria; issue 24: signatures).

Each check is a function that returns the evidence it saw or raises
PromotionRefused naming itself. They run under the promotion lock, before
the journal is opened, so a refusal changes nothing. Field names of
Candidate and EvaluationRun are the evaluation app's.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from django.conf import settings

from core.digests import promotion_subject_digest
from cycles import kernel
from cycles.choices import AttestationKind, Decision
from cycles.gates import approved_attestation
from cycles.models import Attestation
from evaluation.candidates.acceptance import recheck, recorded
from evaluation.candidates.outcome_review import required_ids
from promotion import packaging
from promotion.active import PointerMismatch, active_version
from promotion.evaluator_check import check_evaluator_signature
from promotion.exceptions import PromotionRefused
from promotion.signed_acts import ActVerifier, VerifiedAct


def _active_or_refused(agent_name: str) -> str | None:
    """promotion.active's answer; a forged pointer refuses the promotion (issue 11 bypass 1)."""
    try:
        return active_version(agent_name, strict=True)
    except PointerMismatch as exc:
        raise PromotionRefused(str(exc), check="expected_active") from exc


CONSTITUTIONAL_STRATA = {"kernel", "constitutional", "constitution"}


@dataclass
class Packet:
    """What the human passed (§18.1) and what the checks found."""

    candidate: Any
    run: Any
    evaluation_digest: str
    expected_active: str | None
    attestation: Attestation | None = None
    acts: dict[str, VerifiedAct] = field(default_factory=dict)  # X, Z, PROMOTION as the ledger's signatures show them
    fast_evaluation_reason: str | None = None  # --accept-fast-evaluation --reason "…" (issue 26 item 1)
    _verifier: ActVerifier | None = None

    def verifier(self) -> ActVerifier:
        """Keys synced from the ledger into the promoter's store once per promotion (issue 24 §4)."""
        if self._verifier is None:
            self._verifier = ActVerifier()
        return self._verifier


def check_candidate_digest(packet: Packet) -> dict[str, Any]:
    """§18.2.1: the workspace still hashes to the digest everyone attested."""
    candidate = packet.candidate
    if str(candidate.target_stratum).lower() in CONSTITUTIONAL_STRATA:
        raise PromotionRefused("the constitutional kernel is never a promotion target", check="candidate_digest")
    if candidate.invalidated_at is not None:
        raise PromotionRefused(
            f"candidate {candidate.pk} was invalidated when its cycle was reopened: {candidate.invalidated_reason}",
            check="candidate_digest",
        )
    try:
        recomputed = packaging.candidate_digest(candidate)
    except (OSError, ValueError) as exc:
        raise PromotionRefused(f"the candidate workspace is unreadable: {exc}", check="candidate_digest") from exc
    if recomputed != candidate.content_digest:
        raise PromotionRefused(
            f"candidate {candidate.pk} hashes to {recomputed}, not its recorded {candidate.content_digest}",
            check="candidate_digest",
        )
    return {"content_digest": recomputed}


def check_evaluation_digest(packet: Packet) -> dict[str, Any]:
    """§18.2.1: the evaluation named on the command line is this candidate's and unchanged."""
    run = packet.run
    if run.candidate_id != packet.candidate.pk:
        raise PromotionRefused(f"evaluation {run.pk} is not of candidate {packet.candidate.pk}", check="evaluation_digest")
    recomputed = packaging.evaluation_digest(run)
    if packet.evaluation_digest not in {run.result_digest} or recomputed != run.result_digest:
        raise PromotionRefused(
            f"--evaluation {packet.evaluation_digest} does not match evaluation {run.pk} "
            f"(recorded {run.result_digest}, recomputed {recomputed})",
            check="evaluation_digest",
        )
    return {"evaluation_run": run.pk, "result_digest": run.result_digest}


FAITHFUL_RUNNERS = {"hermes-sandbox"}  # runners that run the cases through what Hermes loads


def check_evaluation_runner(packet: Packet) -> dict[str, Any]:
    """Issue 26 item 1: a PASS whose cases ran on the fast direct-model runner is promoted only on the operator's word.

    The runner is read from the run's evaluator identity, which is inside the signed result digest (checked
    before this). Any runner not known to run the cases as Hermes loads them — direct-model, or none recorded —
    needs ``--accept-fast-evaluation --reason "…"``; the reason is recorded in the promotion's ledger entry.
    """
    runner = str((packet.run.evaluator or {}).get("runner") or "none recorded")
    if runner in FAITHFUL_RUNNERS:
        return {"runner": runner, "fast_evaluation": None}
    reason = (packet.fast_evaluation_reason or "").strip()
    if not reason:
        raise PromotionRefused(
            f"evaluation {packet.run.pk} ran its cases on the {runner} runner (the fast mode: the prompt as qlnweb "
            "assembles it, not a Hermes session); to promote it anyway pass --accept-fast-evaluation --reason '…'",
            check="evaluation_runner",
        )
    return {"runner": runner, "fast_evaluation": {"accepted": True, "runner": runner, "reason": reason[:2000]}}


def check_kernel_decoder(packet: Packet) -> dict[str, Any]:
    """§18.2.2: the sealed kernel verifies and the evaluation ran under it and this decoder."""
    status = kernel.verify_kernel(settings.QLN_KERNEL_DIR)
    if not status.ok:
        raise PromotionRefused("the sealed kernel does not verify: " + "; ".join(status.problems), check="kernel_decoder")
    run = packet.run
    if run.kernel_digest != status.kernel_sha256:
        raise PromotionRefused(
            f"the evaluation ran under kernel {run.kernel_digest}, the sealed one is {status.kernel_sha256}",
            check="kernel_decoder",
        )
    if run.decoder_version != kernel.DECODER_VERSION:
        raise PromotionRefused(
            f"the evaluation ran under decoder {run.decoder_version}, this one is {kernel.DECODER_VERSION}",
            check="kernel_decoder",
        )
    return {"kernel_sha256": status.kernel_sha256, "decoder_version": kernel.DECODER_VERSION}


def _phase_attestation(packet: Packet, kind: str, phase: str) -> dict[str, Any]:
    output = packet.candidate.cycle.current_outputs().get(phase)
    attestation = approved_attestation(output, kind) if output is not None else None
    if attestation is None:
        raise PromotionRefused(
            f"cycle {packet.candidate.cycle_id} has no approved {kind} bound to its current {phase} output",
            check=f"{kind.lower()}_attestation",
        )
    # The row says what was decided; only the passkey signature in the ledger says a human decided it.
    act = packet.verifier().verify(kind=kind, ref=packet.candidate.cycle_id, digest=output.digest)
    packet.acts[kind] = act
    return {"attestation": attestation.pk, "digest": attestation.subject_digest, "actor": attestation.actor_id,
            "signed": act.as_dict()}


def check_x_attestation(packet: Packet) -> dict[str, Any]:
    """§18.2.3: a human X bound to the current S output."""
    return _phase_attestation(packet, AttestationKind.X, "S")


def check_z_attestation(packet: Packet) -> dict[str, Any]:
    """§18.2.3: a human Z bound to the current Q output."""
    return _phase_attestation(packet, AttestationKind.Z, "Q")


def check_promotion_attestation(packet: Packet) -> dict[str, Any]:
    """§18.2.3: a human PROMOTION approval bound to this candidate *and* this evaluation."""
    candidate, run = packet.candidate, packet.run
    expected = promotion_subject_digest(candidate.content_digest, run.result_digest)
    attestation = (
        Attestation.objects.filter(
            kind=AttestationKind.PROMOTION, subject_ref=f"candidate:{candidate.pk}",
            invalidated_at__isnull=True,
        ).select_related("actor").order_by("-created_at", "-id").first()
    )
    if attestation is None:
        raise PromotionRefused(f"candidate {candidate.pk} has no PROMOTION attestation", check="promotion_attestation")
    if attestation.decision != Decision.APPROVE:
        raise PromotionRefused(f"the latest PROMOTION decision is {attestation.decision}", check="promotion_attestation")
    if attestation.subject_digest != expected:
        raise PromotionRefused(
            f"the PROMOTION attestation binds {attestation.subject_digest}, the current digests give {expected} "
            "(candidate or evaluation changed since approval)",
            check="promotion_attestation",
        )
    if not attestation.actor.is_active or not attestation.actor.has_perm("cycles.attest"):
        raise PromotionRefused(f"{attestation.actor} may not attest promotions", check="promotion_attestation")
    act = packet.verifier().verify(kind="PROMOTION", ref=candidate.pk, digest=candidate.content_digest,
                                   result_digest=run.result_digest)
    if act.signed and act.operator != attestation.actor.get_username():
        raise PromotionRefused(f"the PROMOTION row names {attestation.actor}, the signature {act.operator}",
                               check="promotion_signature")
    packet.attestation = attestation
    packet.acts["PROMOTION"] = act
    return {"attestation": attestation.pk, "digest": expected, "actor": attestation.actor.get_username(),
            "signed": act.as_dict()}


def check_separation_of_duties(packet: Packet) -> dict[str, Any]:
    """R-AUTH-5: the proposer's own X, Z or PROMOTION approval never counts."""
    proposer = packet.candidate.proposer_user_id
    if proposer is None:
        return {"proposer_user": None}
    cycle = packet.candidate.cycle
    actors = {
        "PROMOTION": packet.attestation.actor_id if packet.attestation else None,
        "X": _actor(cycle, "X", "S"),
        "Z": _actor(cycle, "Z", "Q"),
    }
    proposer_name = packet.candidate.proposer_user.get_username()
    signers = {kind: act.operator for kind, act in packet.acts.items()}  # who signed, from the ledger
    same = sorted({kind for kind, actor in actors.items() if actor == proposer}
                  | {kind for kind, name in signers.items() if name == proposer_name})
    if same:
        raise PromotionRefused(
            f"the proposer of candidate {packet.candidate.pk} also gave {', '.join(same)}", check="separation_of_duties"
        )
    return {"proposer_user": proposer, "attesters": actors}


def _actor(cycle: Any, kind: str, phase: str) -> int | None:
    output = cycle.current_outputs().get(phase)
    attestation = approved_attestation(output, kind) if output is not None else None
    return attestation.actor_id if attestation else None


def check_mandatory_gates(packet: Packet) -> dict[str, Any]:
    """§18.2.4: every mandatory gate by name, every recorded step, and the verdict recomputed from them.

    The stored verdict is never taken on trust (issue 11 bypass 2: a PASS written into the
    database with its digest recomputed): the run's eleven steps must each have passed (or been
    skipped), every gate of §17.2 must be present and passed, and the evaluation app's own
    decision rule applied to those gates must give PASS.
    """
    run = packet.run
    # Issue 26 item 7: a signed HOLD whose step 11 (inside the signed result digest) says it waits only for the human
    # outcome review counts here when every other step passed; check_outcome_review then verifies the reviews.
    awaiting = bool(required_ids(run))
    if run.status != "finished" or (run.verdict != "PASS" and not awaiting):
        raise PromotionRefused(f"evaluation {run.pk} is {run.status} with verdict {run.verdict or 'none'}", check="mandatory_gates")
    steps = list(run.steps.order_by("order"))
    if tuple(s.key for s in steps) != packaging.step_keys():
        raise PromotionRefused(f"evaluation {run.pk} did not record the eleven steps of §17.1 in order "
                               f"({len(steps)} recorded)", check="mandatory_gates")
    unfinished = [f"{s.key}: {s.status}" for s in steps if s.status not in packaging.ACCEPTED_STEP_STATUSES
                  and not (awaiting and s.key == "human_outcome_review" and s.status == "held")]
    if unfinished:
        raise PromotionRefused(f"steps did not pass: {', '.join(unfinished)}", check="mandatory_gates")
    gates = run.gates or {}
    missing = [name for name in packaging.mandatory_gates() if name not in gates]
    failed = sorted(name for name, gate in gates.items() if not (isinstance(gate, dict) and gate.get("passed") is True))
    if not gates or missing or failed:
        raise PromotionRefused(
            f"mandatory gates not passed: failed {failed or 'none'}, missing {missing or ('all' if not gates else 'none')}",
            check="mandatory_gates",
        )
    try:
        verdict, reasons = packaging.recomputed_verdict({name: gates[name] for name in packaging.mandatory_gates()})
    except (KeyError, TypeError) as exc:
        raise PromotionRefused(f"the gates cannot be read: {exc}", check="mandatory_gates") from exc
    if verdict != "PASS":
        raise PromotionRefused(f"the gates imply {verdict}, not PASS: {'; '.join(reasons)}", check="mandatory_gates")
    return {"gates": sorted(gates), "steps": [f"{s.key}: {s.status}" for s in steps]}


def check_acceptance_criteria(packet: Packet) -> dict[str, Any]:
    """Issue 10 bullet 4: every criterion of the current Z met in the evaluation's record, human ticks genuine.

    Re-checked from the recorded evidence (step 11 of the run, inside its result digest): the record
    covers exactly the current Z's criteria at its digest; each is met, a metric's recorded value meets
    its threshold, a case passed, and each human tick is the ledger entry it names, bound to the
    current Z digest, by an operator who may attest and is not the proposer.
    """

    problems, evidence = recheck(packet.candidate, packet.run)
    if problems:
        raise PromotionRefused("acceptance criteria not met: " + "; ".join(problems), check="acceptance_criteria")
    # Issue 24: each human tick is a passkey-signed TICK, verified from its ledger entry with the promoter's keys
    # (a refusal names `tick_signature: <check>`).
    ticks: dict[str, dict[str, Any]] = {}
    for row in (recorded(packet.run) or {}).get("criteria") or []:
        tick = row.get("tick") if isinstance(row, dict) and row.get("kind") == "human" else None
        if isinstance(tick, dict):
            act = packet.verifier().verify_tick(candidate_id=packet.candidate.pk, criterion=str(row.get("id")),
                                                z_digest=str(evidence.get("z_digest")), seq=int(tick.get("seq") or 0))
            ticks[str(row.get("id"))] = act.as_dict()
    return {**evidence, "ticks": ticks} if ticks else evidence


def check_outcome_review(packet: Packet) -> dict[str, Any]:
    """Issue 26 item 7: a run that waits for the human outcome review is PASS only with every review, each verified.

    Which criteria need a review is read from step 11's record (inside the result digest the evaluator signed, both
    checked before this); each review is read from the ledger and verified as the PROMOTION attestation is: a
    passkey-signed REVIEW of that criterion, decision met, bound to this candidate's content digest and this run's
    result digest. A row written to the database without a valid signature, a review of another run's result, a
    'not met' or a missing review refuses (``review_signature``, the message naming the OUTCOME_REVIEW_* code).
    """
    run, candidate = packet.run, packet.candidate
    required = required_ids(run)
    if not required:
        return {"required": []}
    reviews: dict[str, dict[str, Any]] = {}
    for criterion in required:
        act = packet.verifier().verify_review(candidate_id=candidate.pk, run_id=run.pk, criterion=criterion,
                                              content_digest=candidate.content_digest, result_digest=run.result_digest)
        reviews[criterion] = act.as_dict()
        packet.acts[f"REVIEW {criterion} met"] = act  # printed in the promoter's summary with X, Z and PROMOTION
    return {"required": required, "result_digest": run.result_digest, "reviews": reviews}


def check_suite_fresh(packet: Packet) -> dict[str, Any]:
    """§18.2.4: the evaluation compared against what is active now, with the current suites."""
    run, candidate = packet.run, packet.candidate
    active = _active_or_refused(packet.candidate.cycle.agent.name) or ""
    baseline = run.baseline_version or ""
    if baseline != active or (candidate.parent_version_digest or "") != active:
        raise PromotionRefused(
            f"the evaluation's baseline {baseline or 'nothing'} / candidate parent "
            f"{candidate.parent_version_digest or 'nothing'} is not the active version {active or 'nothing'}",
            check="suite_fresh",
        )
    stale = packaging.stale_suites(run)
    if stale:
        raise PromotionRefused(f"suites changed since the evaluation: {', '.join(stale)}", check="suite_fresh")
    return {"baseline_version": baseline, "suites": run.suite_digests if hasattr(run, "suite_digests") else None}


def check_expected_active(packet: Packet) -> dict[str, Any]:
    """§18.2.5: compare-and-set — the pointer still names what the human expected (no lost update)."""
    active = _active_or_refused(packet.candidate.cycle.agent.name)
    expected = packet.expected_active
    if expected is None:
        expected = packet.candidate.parent_version_digest or None
    if (expected or None) != active:
        raise PromotionRefused(
            f"lost update: expected active version {expected or 'nothing'} but it is {active or 'nothing'}",
            check="expected_active",
        )
    return {"expected_active": expected}


CHECKS: tuple[tuple[str, Callable[[Packet], dict[str, Any]]], ...] = (
    ("candidate_digest", check_candidate_digest),
    ("evaluation_digest", check_evaluation_digest),
    ("evaluator_signature", check_evaluator_signature),  # issue 24 item 3: promotion/evaluator_check.py
    ("evaluation_runner", check_evaluation_runner),  # issue 26 item 1: a direct-model PASS needs the operator's word
    ("kernel_decoder", check_kernel_decoder),
    ("x_attestation", check_x_attestation),
    ("z_attestation", check_z_attestation),
    ("promotion_attestation", check_promotion_attestation),
    ("separation_of_duties", check_separation_of_duties),
    ("mandatory_gates", check_mandatory_gates),
    ("acceptance_criteria", check_acceptance_criteria),
    ("outcome_review", check_outcome_review),  # issue 26 item 7: step 11 after the run, signed reviews
    # Compare-and-set before freshness, so a lost update is reported as one (§18.2.5).
    ("expected_active", check_expected_active),
    ("suite_fresh", check_suite_fresh),
)


def run_checks(packet: Packet) -> dict[str, Any]:
    """Run the checks of CHECKS in order; the first failure raises PromotionRefused with its name."""
    return {name: check(packet) for name, check in CHECKS}


def proposed_root(candidate: Any) -> Path:
    return Path(candidate.workspace) / "proposed"
