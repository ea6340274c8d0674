"""Building promotable candidates the way the system does: real cycle services,
a real workspace, a finished PASS run and a human PROMOTION attestation."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings
from django.contrib.auth.models import User
from django.db.models import Max

from cycles import kernel, services
from cycles.choices import Channel
from cycles.demo import PHASE_TEXTS
from cycles.models import Agent, Attestation, Cycle
from evaluation.models import Candidate, EvaluationRun
from evaluation.tasks import result_digest
from evaluation.workspace import sha256_text, unified_diff, write_workspace
from promotion.checks import promotion_subject_digest
from promotion.store import active_version_digest
from tests.factories import operators_group

HUMAN_EVIDENCE = [{"author_kind": "human", "author": "operator", "text": "I keep seeing silenced tests."}]


def make_operator(username: str) -> User:
    user, created = User.objects.get_or_create(username=username)
    if created:
        user.set_password("correct horse battery")
        user.save()
        user.groups.add(operators_group())
    return user


def make_agent(name: str = "promo-agent") -> Agent:
    agent = Agent.objects.filter(name=name).first()
    if agent is None:
        agent = Agent(name=name)
        agent.issue_token()
        agent.save()
    return agent


def cycle_at_p(agent: Agent, operator: User, title: str = "promotion cycle") -> Cycle:
    """A cycle with approved X and Z, waiting at P (candidates are proposed here)."""
    cycle = services.cycle_open(agent=agent, title=title)
    services.output_submit(cycle_id=cycle.pk, agent=agent, phase="S", text=PHASE_TEXTS["S"], evidence=HUMAN_EVIDENCE)
    _attest(cycle, "X", "S", operator)
    services.output_submit(cycle_id=cycle.pk, agent=agent, phase="G", text=PHASE_TEXTS["G"])
    services.output_submit(cycle_id=cycle.pk, agent=agent, phase="Q", text=PHASE_TEXTS["Q"])
    _attest(cycle, "Z", "Q", operator)
    cycle.refresh_from_db()
    return cycle


def _attest(cycle: Cycle, kind: str, phase: str, operator: User) -> None:
    output = Cycle.objects.get(pk=cycle.pk).current_outputs()[phase]
    services.attestation_record(cycle_id=cycle.pk, kind=kind, digest=output.digest, decision="approve",
                                actor=operator, channel=Channel.WEB)


@dataclass
class Promotable:
    candidate: Candidate
    run: EvaluationRun
    attestation: Attestation | None


def make_candidate(
    cycle: Cycle, *, content: str, target_path: str = "skills/debugging/SKILL.md", parent_version: str | None = None,
    proposer_user: User | None = None, parent_content: str = "",
) -> Candidate:
    next_id = (Candidate.objects.aggregate(top=Max("id"))["top"] or 0) + 1
    parent_version = active_version_digest(cycle.agent.name) if parent_version is None else parent_version
    diff = unified_diff(parent_content, content, target_path)
    workspace = write_workspace(
        qln_home=Path(settings.QLN_HOME), cycle_id=cycle.pk, candidate_id=next_id, target_path=target_path,
        parent=parent_content, proposed=content, diff=diff, manifest={"target_path": target_path}, test_plan={},
    )
    return Candidate.objects.create(
        id=next_id, cycle=cycle, proposer_agent=None if proposer_user else cycle.agent, proposer_user=proposer_user,
        target_stratum="adaptive_expression", target_path=target_path, parent_version_digest=parent_version or "",
        parent_content=parent_content, content=content, content_digest=sha256_text(content), diff=diff,
        manifest_digest=workspace.manifest_digest, workspace=str(workspace.root),
    )


def make_run(candidate: Candidate, *, verdict: str = "PASS", gates: dict[str, Any] | None = None,
             baseline: str | None = None) -> EvaluationRun:
    status = kernel.verify_kernel(settings.QLN_KERNEL_DIR)
    gates = {"deterministic": {"passed": True, "evidence": "26/26"}, "held_out": {"passed": True, "evidence": "20/20"}} \
        if gates is None else gates
    run = EvaluationRun.objects.create(
        candidate=candidate, status="finished", verdict=verdict,
        baseline_version=candidate.parent_version_digest if baseline is None else baseline,
        kernel_digest=status.kernel_sha256, decoder_version=kernel.DECODER_VERSION, suite_digests=[],
        gates=gates, requested_by="test",
    )
    run.result_digest = result_digest(run, [])
    run.save(update_fields=["result_digest"])
    return run


def attest_promotion(candidate: Candidate, run: EvaluationRun, operator: User, decision: str = "approve") -> Attestation:
    return Attestation.objects.create(
        cycle=candidate.cycle, kind="PROMOTION", subject_ref=f"candidate:{candidate.pk}",
        subject_digest=promotion_subject_digest(candidate.content_digest, run.result_digest),
        actor=operator, decision=decision, channel=Channel.WEB,
    )


def make_promotable(cycle: Cycle, approver: User, *, content: str, **kwargs: Any) -> Promotable:
    candidate = make_candidate(cycle, content=content, **kwargs)
    run = make_run(candidate)
    return Promotable(candidate, run, attest_promotion(candidate, run, approver))
