"""The promoter's checks (seed §18.2 steps 1–5, R-P-2, R-AUTH-5; issue 10: Z's acceptance criteria; issue 24: signatures).

Each check is a function that returns the evidence it saw or raises
PromotionRefused naming itself. They run under the promotion lock, before
the journal is opened, so a refusal changes nothing. Field names of
Candidate and EvaluationRun are the evaluation app's. The checks of the
human part (attestations, signatures, separation of duties, ticks, reviews)
are in ``preflight_humans``; the packet they all read in ``preflight_packet``.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from django.conf import settings

from cycles import kernel
from evaluation.candidates.outcome_review import required_ids
from promotion import packaging
from promotion.active import PointerMismatch, active_version
from promotion.evaluator_check import check_evaluator_signature
from promotion.exceptions import PromotionRefused
from promotion.preflight_humans import (
    check_acceptance_criteria,
    check_outcome_review,
    check_promotion_attestation,
    check_separation_of_duties,
    check_x_attestation,
    check_z_attestation,
)
from promotion.preflight_packet import Packet

__all__ = ["CHECKS", "Packet", "check_acceptance_criteria", "proposed_root", "run_checks"]


def _active_or_refused(agent_name: str) -> str | None:
    """promotion.active's answer; a forged pointer refuses the promotion (issue 11 bypass 1)."""
    try:
        return active_version(agent_name, strict=True)
    except PointerMismatch as exc:
        raise PromotionRefused(str(exc), check="expected_active") from exc


CONSTITUTIONAL_STRATA = {"kernel", "constitutional", "constitution"}


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
