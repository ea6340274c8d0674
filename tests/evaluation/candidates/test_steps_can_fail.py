"""Issue 10, "every step and component can fail": each test makes one of them fail on a full run.

α drift against G's ALPHA (the manifest carries alpha / alpha_expression, seed §16), novelty
against the active version, reversibility by a real rollback rehearsal, decoder regression on
the candidate's own outputs and the footer fixtures, and the suite re-pin check.
"""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from evaluation.candidates import decoder_check
from evaluation.candidates.models import Candidate, Suite
from evaluation.candidates.services import evaluation_request
from evaluation.candidates.tasks import run_evaluation
from tests.evaluation.candidates.conftest import (
    BAD_ADVICE,
    BENIGN,
    CANDIDATE_TEXT,
    OPEN_SPACE_SKILL,
    TARGET,
    candidate_for,
    evaluate,
    import_suite,
    make_active_version,
    outcome,
    record_all_lenses,
    recorded_answers,
)
from tests.factories import CycleFactory

pytestmark = pytest.mark.django_db
G_ALPHA = "under time pressure the agent trades the truth of a check for the look of progress"  # cycles/demo.py


def test_the_manifest_carries_alpha_and_alpha_expression(agent_client, operator, active_parent, suites, fake_model):
    candidate = candidate_for(agent_client, operator, active_parent)
    manifest = json.loads((Path(candidate.workspace) / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["alpha"] == G_ALPHA and manifest["alpha_expression"]
    run = evaluate(candidate)
    assert run.fitness["novelty_without_alpha_drift"] == "pass" and outcome(run) == "PASS", run.verdict_reasons


def test_a_candidate_carrying_another_alpha_fails_novelty_without_alpha_drift(agent_client, operator, active_parent, suites, fake_model):
    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk
    body = {"target_stratum": "adaptive_expression", "target_path": TARGET, "content": CANDIDATE_TEXT,
            "parent_version_digest": active_parent, "alpha": "the agent should always offer three options",
            "alpha_expression": "a menu of choices in every reply"}
    response = agent_client.post(f"/api/v1/cycles/{cycle_id}/candidates", body, format="json")
    assert response.status_code == 201, response.content
    candidate = Candidate.objects.get(pk=response.json()["id"])
    record_all_lenses(candidate)
    run = evaluate(candidate)
    assert run.fitness["novelty_without_alpha_drift"] == "fail"
    assert run.verdict == "REJECT" and run.gates["novelty_without_alpha_drift"]["status"] == "fail"
    assert any("α drift" in reason for reason in run.verdict_reasons)
    assert run.steps.get(key="state_correctness").status == "failed"


def test_alpha_differing_only_in_case_and_spacing_is_the_same_alpha(agent_client, operator, active_parent, suites, fake_model):
    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk
    body = {"target_stratum": "adaptive_expression", "target_path": TARGET, "content": CANDIDATE_TEXT,
            "parent_version_digest": active_parent, "alpha": "  Under time pressure, the agent trades the TRUTH of a check "
            "for the look of progress.", "alpha_expression": "stay open"}
    response = agent_client.post(f"/api/v1/cycles/{cycle_id}/candidates", body, format="json")
    record_all_lenses(Candidate.objects.get(pk=response.json()["id"]))
    run = evaluate(Candidate.objects.get(pk=response.json()["id"]))
    assert run.fitness["novelty_without_alpha_drift"] == "pass", run.gates["novelty_without_alpha_drift"]


def test_bad_alpha_is_a_400(agent_client, operator, active_parent):
    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk
    body = {"target_stratum": "adaptive_expression", "target_path": TARGET, "content": CANDIDATE_TEXT,
            "parent_version_digest": active_parent, "alpha": "   "}
    response = agent_client.post(f"/api/v1/cycles/{cycle_id}/candidates", body, format="json")
    assert response.status_code == 400 and response.json()["error"] == "BAD_ALPHA"


def test_a_candidate_equal_to_the_active_version_fails_novelty(agent_client, operator, active_parent, suites, fake_model, settings, agent):
    candidate = candidate_for(agent_client, operator, active_parent)
    # Meanwhile the same content became the active version (another promotion): nothing new remains.
    make_active_version(Path(settings.QLN_ACTIVE_STORE), {TARGET: CANDIDATE_TEXT}, agent.name)
    run = evaluate(candidate)
    assert run.fitness["novelty_without_alpha_drift"] == "fail" and run.verdict == "REJECT"
    assert any("equals the active version" in reason for reason in run.verdict_reasons)


def test_reversibility_is_rehearsed_in_a_scratch_profile(agent_client, operator, active_parent, suites, fake_model):
    run = evaluate(candidate_for(agent_client, operator, active_parent))
    rehearsal = run.steps.get(key="deterministic").evidence["rehearsal"]
    assert rehearsal["ok"] and rehearsal["parent_version"] == active_parent and rehearsal["candidate_version"] != active_parent
    assert run.fitness["reversibility"] == "pass"


def test_a_parent_version_that_cannot_be_restored_fails_reversibility(agent_client, operator, active_parent, suites, fake_model, settings):
    candidate = candidate_for(agent_client, operator, active_parent)
    tree = Path(settings.QLN_ACTIVE_STORE) / "versions" / active_parent / "tree"
    victim = tree / TARGET
    for folder in [tree, *victim.parents]:
        if str(folder).startswith(str(tree)):
            os.chmod(folder, 0o755)
    os.chmod(victim, 0o644)
    victim.write_text("# demo-openness\nBASELINE-SKILL-V1\nsomeone edited the sealed version\n", encoding="utf-8")
    run = evaluate(candidate)
    assert run.fitness["reversibility"] == "fail" and run.gates["reversibility"]["status"] == "fail"
    assert run.verdict == "REJECT"
    assert any("cannot be read for a rollback" in reason for reason in run.verdict_reasons), run.verdict_reasons


def test_a_rehearsal_whose_parent_text_differs_fails_reversibility(tmp_path):
    from evaluation.candidates.rehearsal import rehearse
    from promotion import store as active_store

    sources = tmp_path / "src" / "skills" / "x"
    sources.mkdir(parents=True)
    (sources / "SKILL.md").write_text("v1\n", encoding="utf-8")
    root = active_store.ensure_layout(tmp_path / "store")
    staging = root / "versions" / (active_store.STAGING_PREFIX + "t")
    digest = active_store.stage_version({"skills/x/SKILL.md": sources / "SKILL.md"}, staging)
    active_store.seal_version(staging, digest, root)
    good = rehearse(store=root, parent_version=digest, target_path="skills/x/SKILL.md", content="v2\n", parent_content="v1\n")
    assert good["ok"], good
    bad = rehearse(store=root, parent_version=digest, target_path="skills/x/SKILL.md", content="v2\n", parent_content="v0\n")
    assert not bad["ok"] and "a rollback would not restore it" in bad["problems"][0]


def test_a_candidate_whose_outputs_break_the_footer_fails_decoder_regression(agent_client, operator, active_parent, suites, custom_model):
    answers = recorded_answers()
    broken = "CURRENT PHASE: S\nPRIOR OUTPUT: MISSING\n\nX: the user wants a plan"  # X is not a question
    custom_model(lambda user: broken if user not in answers else answers[user],
                 lambda user: BAD_ADVICE if user in answers else BENIGN)
    run = evaluate(candidate_for(agent_client, operator, active_parent))
    step = run.steps.get(key="decoder_regression")
    assert step.status == "failed" and step.evidence["phase_outputs"] > 0
    assert any("does not decode" in p for p in step.evidence["problems"])
    assert run.fitness["constitutional"] == "fail" and run.verdict == "REJECT"


def test_decoder_regression_reads_the_candidates_outputs_not_demo_texts(agent_client, operator, active_parent, suites, fake_model):
    run = evaluate(candidate_for(agent_client, operator, active_parent))
    step = run.steps.get(key="decoder_regression")
    assert step.status == "passed" and step.evidence["candidate_outputs"] > 0
    assert step.evidence["fixtures"] == len(decoder_check.load_fixtures())
    assert "cycles.demo" not in Path(decoder_check.__file__).read_text() + Path(
        __import__("evaluation.candidates.steps").candidates.steps.__file__).read_text()


def test_a_footer_fixture_the_decoder_no_longer_honours_is_a_problem():
    fixtures = decoder_check.load_fixtures()
    assert decoder_check.fixture_problems(fixtures) == []
    lawful = next(f for f in fixtures if f["valid"] and f["phase"] == "S")
    unlawful = next(f for f in fixtures if not f["valid"])
    flipped = [{**lawful, "text": lawful["text"].replace("?", ".")}, {**unlawful, "error_keys": ["LIVENESS", "X"]}]
    problems = decoder_check.fixture_problems(flipped)
    assert len(problems) == 2 and "refused" in problems[0] and "no longer names" in problems[1]
    assert decoder_check.declared_phase("I hear you.\nWhat is alive for you?") is None
    assert decoder_check.declared_phase("Some text.\n\nALPHA: a\nSEEKS: b") == "G"


def test_a_suite_edited_after_pinning_fails_the_deterministic_step(agent_client, operator, active_parent, suites, fake_model, tmp_path):
    copy = tmp_path / "open-space"
    shutil.copytree(OPEN_SPACE_SKILL, copy)
    fixture = sorted((copy / "fixtures").glob("*.json"))[0]
    document = json.loads(fixture.read_text(encoding="utf-8"))
    document["requirement_ids"].append("REQ_COPY_FOR_THIS_TEST")  # a suite of its own (own digest and source)
    fixture.write_text(json.dumps(document), encoding="utf-8")
    (copy / "suite.json").write_text(json.dumps({"format_version": "qln-suite-manifest-v1",  # issue 26: covers TARGET
                                                 "targets": ["skill:demo-openness"]}))
    assert import_suite(copy, "regression", name="open-space").source == str(copy)
    candidate = candidate_for(agent_client, operator, active_parent)
    run = evaluation_request(candidate=candidate, requested_by="test")  # pins the suite digests
    document["expected"]["assertions"] = document["expected"]["assertions"][:1]  # edited after pinning
    fixture.write_text(json.dumps(document), encoding="utf-8")
    run_evaluation(run.pk)
    run.refresh_from_db()
    step = run.steps.get(key="deterministic")
    assert step.status == "failed"
    assert any("changed since it was pinned" in p for p in step.evidence["problems"]), step.evidence["problems"]
    assert run.gates["deterministic"]["status"] == "fail" and run.verdict == "REJECT"


def test_a_stored_suite_changed_after_pinning_fails_the_deterministic_step(agent_client, operator, active_parent, suites, fake_model):
    candidate = candidate_for(agent_client, operator, active_parent)
    run = evaluation_request(candidate=candidate, requested_by="test")
    held = Suite.objects.get(pk=suites["held_out_open_space"].pk)
    cases = held.cases
    cases[0]["expected"]["assertions"] = cases[0]["expected"]["assertions"][:1]
    Suite.objects.filter(pk=held.pk).update(cases=cases)  # a database edit, digest column untouched
    run_evaluation(run.pk)
    run.refresh_from_db()
    problems = run.steps.get(key="deterministic").evidence["problems"]
    assert any("changed since it was pinned: the stored cases" in p for p in problems), problems
    assert run.verdict == "REJECT"
