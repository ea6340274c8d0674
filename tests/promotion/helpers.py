"""Building promotable candidates the way the system does: real cycle services,
a real workspace, a finished PASS run and a human PROMOTION attestation."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.contrib.auth.models import User

from cycles.models import Agent, Attestation, Cycle
from evaluation.candidates.models import Candidate, EvaluationRun
from tests.factories import (
    AgentFactory,
    CandidateFactory,
    EvaluationRunFactory,
    OperatorFactory,
    PromotionAttestationFactory,
)


def make_operator(username: str) -> User:
    """The operator `username`, created on first use (a promoter subprocess may ask again)."""
    return User.objects.filter(username=username).first() or OperatorFactory(username=username)


def make_agent(name: str = "promo-agent") -> Agent:
    """The agent `name`, created on first use (a promoter subprocess may ask again)."""
    return Agent.objects.filter(name=name).first() or AgentFactory(name=name)


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
