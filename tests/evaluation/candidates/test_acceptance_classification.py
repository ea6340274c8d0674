"""Issue 10 bullet 5: the classification is derived from the candidate's target and checked against the declared one.

Seed §3/§4: no candidate = reflection; a change to the adaptive expression layer (SOUL.md, skills/,
prompts/, memory/, policies/, examples/) = adaptation; a change to the governed decoding layer
(decoder/, scripts/5qln/) = evolution. A candidate whose derived classification differs from the
cycle's declared one is refused: 400 CLASSIFICATION_MISMATCH naming both.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from evaluation.candidates.models import Candidate
from tests.evaluation.candidates.conftest import CANDIDATE_TEXT, propose
from tests.factories import CycleFactory

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("declared, stratum, target, derived", [
    ("reflection", "adaptive_expression", "skills/demo/SKILL.md", "adaptation"),
    ("evolution", "adaptive_expression", "SOUL.md", "adaptation"),
    ("adaptation", "governed_decoding", "decoder/symbols.md", "evolution"),
    ("reflection", "governed_decoding", "scripts/5qln/decoding.py", "evolution"),
])
def test_a_candidate_that_contradicts_the_declared_classification_is_refused(
        agent_client, operator, settings, declared, stratum, target, derived):
    cycle_id = CycleFactory(agent=agent_client.agent, classification=declared, through="P", approver=operator).pk
    response = propose(agent_client, cycle_id, CANDIDATE_TEXT, target=target, stratum=stratum)
    assert response.status_code == 400, response.content
    body = response.json()
    assert body["error"] == "CLASSIFICATION_MISMATCH"
    assert (body["declared"], body["derived"]) == (declared, derived)
    assert f"declares {declared}" in body["detail"] and f"makes it {derived}" in body["detail"]
    assert not Candidate.objects.exists()
    assert not (Path(settings.QLN_HOME) / "candidates" / str(cycle_id)).exists()


@pytest.mark.parametrize("declared, stratum, target", [
    ("adaptation", "adaptive_expression", "skills/demo/SKILL.md"),
    ("evolution", "governed_decoding", "decoder/symbols.md"),
])
def test_a_candidate_matching_the_declared_classification_is_accepted(agent_client, operator, declared, stratum, target):
    cycle_id = CycleFactory(agent=agent_client.agent, classification=declared, through="P", approver=operator).pk
    response = propose(agent_client, cycle_id, CANDIDATE_TEXT, target=target, stratum=stratum)
    assert response.status_code == 201, response.content


def test_a_path_refusal_is_still_named_before_the_classification(agent_client, operator):
    cycle_id = CycleFactory(agent=agent_client.agent, classification="reflection", through="P", approver=operator).pk
    response = propose(agent_client, cycle_id, CANDIDATE_TEXT, target="config.yaml")
    assert (response.status_code, response.json()["error"]) == (400, "CREDENTIALS_TARGET")
