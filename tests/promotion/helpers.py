"""Building promotable candidates the way the system does: real cycle services,
a real workspace, a finished PASS run and a human PROMOTION attestation."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.contrib.auth.models import User

from cycles import services
from cycles.choices import Channel
from cycles.demo import PHASE_TEXTS
from cycles.models import Agent, Attestation, Cycle
from evaluation.candidates.models import Candidate, EvaluationRun
from tests.cycles.helpers import HUMAN_EVIDENCE
from tests.factories import CandidateFactory, EvaluationRunFactory, OperatorFactory, PromotionAttestationFactory


def make_operator(username: str) -> User:
    """The operator `username`, created on first use (a promoter subprocess may ask again)."""
    return User.objects.filter(username=username).first() or OperatorFactory(username=username)


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


def make_promotable(cycle: Cycle, approver: User, *, content: str, **candidate_fields: Any) -> Promotable:
    """A candidate of `cycle` with a PASS run and `approver`'s PROMOTION approval: ready to promote."""
    if "parent_version" in candidate_fields:  # the promoter tests' name for the parent's digest
        candidate_fields["parent_version_digest"] = candidate_fields.pop("parent_version") or ""
    candidate = CandidateFactory(cycle=cycle, content=content, **candidate_fields)
    run = EvaluationRunFactory(candidate=candidate)
    return Promotable(candidate, run, PromotionAttestationFactory(run=run, actor=approver))
