"""R-E-1: the server never trusts a client path; refusals are clear 400s; candidates are immutable."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from evaluation.candidates.models import Candidate, CandidateImmutable
from tests.evaluation.candidates.conftest import BASELINE_TEXT, CANDIDATE_TEXT, TARGET, propose
from tests.factories import CycleFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def cycle_id(agent_client, operator):
    return CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk


@pytest.mark.parametrize(
    ("target", "code"),
    [
        ("/etc/passwd", "PATH_ABSOLUTE"),
        ("~/skills/x/SKILL.md", "PATH_ABSOLUTE"),
        ("C:/skills/x.md", "PATH_ABSOLUTE"),
        ("skills/../SOUL.md", "PATH_TRAVERSAL"),
        ("../outside/skills/a.md", "PATH_TRAVERSAL"),
        ("skills/./a.md", "PATH_TRAVERSAL"),
        ("skills//a.md", "PATH_NOT_CANONICAL"),
        ("skills\\a.md", "PATH_NOT_CANONICAL"),
        ("skills/a\u200b.md", "PATH_NOT_CANONICAL"),
        ("kernel.txt", "CONSTITUTIONAL_TARGET"),
        ("scripts/5qln/decoding.py", "WRONG_STRATUM"),
        ("evaluation/candidates/scoring.py", "EVALUATOR_PATH"),
        ("suites/held_out/fix-a.json", "EVALUATOR_PATH"),
        ("candidates/1/2/manifest.json", "EVALUATOR_PATH"),
        ("tests/evaluation/candidates/conftest.py", "EVALUATOR_PATH"),
        ("README.md", "PATH_OUTSIDE_ROOTS"),
        ("cycles/views.py", "PATH_OUTSIDE_ROOTS"),
        ("cycles/kernel.py", "CONSTITUTIONAL_TARGET"),
    ],
)
def test_it_refuses_unsafe_target_paths(agent_client, cycle_id, target, code):
    response = propose(agent_client, cycle_id, CANDIDATE_TEXT, target=target)
    assert response.status_code == 400, response.content
    assert response.json()["error"] == code
    assert Candidate.objects.count() == 0


def test_it_refuses_constitutional_and_unknown_strata(agent_client, cycle_id):
    response = propose(agent_client, cycle_id, CANDIDATE_TEXT, stratum="constitutional")
    assert (response.status_code, response.json()["error"]) == (400, "CONSTITUTIONAL_REFUSED")
    assert propose(agent_client, cycle_id, CANDIDATE_TEXT, stratum="everything").json()["error"] == "BAD_STRATUM"
    decoder = propose(agent_client, cycle_id, CANDIDATE_TEXT, stratum="governed_decoding")
    assert decoder.json()["error"] == "WRONG_STRATUM" and "adaptive_expression" in decoder.json()["detail"]


def test_it_refuses_to_write_through_a_symlink_in_the_workspace(agent_client, cycle_id, settings, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (Path(settings.QLN_HOME) / "candidates").mkdir()
    os.symlink(elsewhere, Path(settings.QLN_HOME) / "candidates" / str(cycle_id))
    response = propose(agent_client, cycle_id, CANDIDATE_TEXT)
    assert (response.status_code, response.json()["error"]) == (400, "SYMLINK_REFUSED")
    assert list(elsewhere.iterdir()) == [] and Candidate.objects.count() == 0


def test_it_refuses_a_parent_reached_through_a_symlink(agent_client, cycle_id, settings, tmp_path):
    store = Path(settings.QLN_ACTIVE_STORE)
    (store / "versions" / "v1" / "tree" / "skills").mkdir(parents=True)
    secret = tmp_path / "secret"
    secret.mkdir()
    (secret / "SKILL.md").write_text("not yours")
    os.symlink(secret, store / "versions" / "v1" / "tree" / "skills" / "demo-openness")
    from tests.factories import point_agent_at

    point_agent_at(agent_client.agent.name, "v1", store)
    response = propose(agent_client, cycle_id, CANDIDATE_TEXT, parent="v1")
    assert (response.status_code, response.json()["error"]) == (400, "SYMLINK_REFUSED")


def test_it_writes_the_isolated_workspace_and_answers_digest_and_diff(agent_client, cycle_id, active_parent, settings):
    response = propose(agent_client, cycle_id, CANDIDATE_TEXT, parent=active_parent)
    assert response.status_code == 201, response.content
    body = response.json()
    root = Path(settings.QLN_HOME) / "candidates" / str(cycle_id) / str(body["id"])
    assert sorted(p.name for p in root.iterdir()) == sorted(
        ["manifest.json", "parent", "proposed", "diff.patch", "test-plan.json", "evidence"])
    assert (root / "parent" / TARGET).read_text() == BASELINE_TEXT
    assert (root / "proposed" / TARGET).read_text() == CANDIDATE_TEXT
    manifest = json.loads((root / "manifest.json").read_text())
    assert manifest["content_digest"] == f"sha256:{body['content_digest']}" and manifest["target"] == TARGET
    assert manifest["parent_version"] == active_parent and manifest["codex_hash"]
    assert "-BASELINE-SKILL-V1" in body["diff"] and "+CANDIDATE-SKILL-V2" in body["diff"]
    assert not os.access(root / "proposed" / TARGET, os.W_OK) or os.geteuid() == 0


def test_it_requires_the_active_parent_and_refuses_a_stale_one(agent_client, cycle_id, active_parent):
    assert propose(agent_client, cycle_id, CANDIDATE_TEXT).json()["error"] == "PARENT_VERSION_REQUIRED"
    stale = propose(agent_client, cycle_id, CANDIDATE_TEXT, parent="0" * 64)
    assert (stale.status_code, stale.json()["error"]) == (409, "STALE_PARENT")
    same = propose(agent_client, cycle_id, BASELINE_TEXT, parent=active_parent)
    assert same.json()["error"] == "NO_CHANGE"


def test_it_refuses_unknown_fields_and_other_agents_cycles(agent_client, cycle_id):
    response = agent_client.post(f"/api/v1/cycles/{cycle_id}/candidates",
                                 {"target_stratum": "adaptive_expression", "target_path": TARGET, "content": "x", "path": "/"},
                                 format="json")
    assert (response.status_code, response.json()["error"]) == (400, "UNKNOWN_FIELDS")
    assert propose(agent_client, cycle_id + 999, CANDIDATE_TEXT).status_code == 404


def test_a_candidate_is_immutable(agent_client, cycle_id):
    candidate = Candidate.objects.get(pk=propose(agent_client, cycle_id, CANDIDATE_TEXT).json()["id"])
    candidate.content = "changed"
    with pytest.raises(CandidateImmutable):
        candidate.save()


def test_the_parent_is_read_from_a_version_the_promoter_wrote(agent_client, cycle_id, active_parent, settings):
    """Regression: the diff and the baseline come from versions/<digest>/tree/, not an empty parent."""
    from tests.evaluation.candidates.conftest import BASELINE_TEXT

    response = propose(agent_client, cycle_id, CANDIDATE_TEXT, parent=active_parent)
    assert response.status_code == 201, response.content
    diff = response.json()["diff"]
    assert "-BASELINE-SKILL-V1" in diff and "+CANDIDATE-SKILL-V2" in diff
    root = Path(settings.QLN_HOME) / "candidates" / str(cycle_id) / str(response.json()["id"])
    assert (root / "parent" / "skills" / "demo-openness" / "SKILL.md").read_text() == BASELINE_TEXT
