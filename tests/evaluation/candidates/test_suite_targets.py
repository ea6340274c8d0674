"""Issue 26 item 3: suites declare their targets; a run pins what covers the candidate's target plus the global ones."""
from __future__ import annotations

import json
import shutil
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from evaluation.candidates import suite_targets
from evaluation.candidates.models import EvaluationRun, Suite
from evaluation.candidates.suites import SuiteInvalid, load_suite_dir
from tests.evaluation.candidates.conftest import (
    ADVERSARIAL_SUITE,
    HELD_OUT_SUITE,
    OPEN_SPACE_SKILL,
    SELF_CHANGE_SUITE,
    candidate_for,
    evaluate,
    import_suite,
    outcome,
)


def test_a_suite_without_declared_targets_is_refused_naming_the_field(tmp_path, db):
    copy = tmp_path / "held"
    shutil.copytree(SELF_CHANGE_SUITE, copy)
    (copy / "suite.json").unlink()
    with pytest.raises(SuiteInvalid) as refused:
        load_suite_dir(copy, "held_out")
    assert refused.value.code == "SUITE_TARGETS_MISSING" and "`targets`" in refused.value.problems[0]
    with pytest.raises(CommandError, match=r"(?s)SUITE_TARGETS_MISSING.*`targets`"):
        call_command("import_suite", str(copy), "--kind", "held_out", stdout=StringIO())
    assert not Suite.objects.exists()  # nothing half-imported


@pytest.mark.parametrize(("manifest", "problem"), [
    ({"format_version": "qln-suite-manifest-v1"}, "the field `targets` is missing"),
    ({"format_version": "qln-suite-manifest-v1", "targets": []}, "`targets` must be a non-empty list"),
    ({"format_version": "qln-suite-manifest-v1", "targets": ["skills/x"]}, "none of global, SOUL.md, decoder"),
    ({"format_version": "qln-suite-manifest-v1", "targets": ["global"], "extra": 1}, "unknown field `extra`"),
])
def test_a_malformed_manifest_is_refused_naming_what_is_wrong(tmp_path, manifest, problem):
    copy = tmp_path / "held"
    shutil.copytree(SELF_CHANGE_SUITE, copy)
    (copy / "suite.json").write_text(json.dumps(manifest))
    with pytest.raises(SuiteInvalid) as refused:
        load_suite_dir(copy, "held_out")
    assert any(problem in p for p in refused.value.problems), refused.value.problems


def test_the_shipped_suites_declare_their_targets_and_the_targets_are_in_the_digest(tmp_path):
    declared = {path.name: load_suite_dir(path, kind).targets for path, kind in (
        (OPEN_SPACE_SKILL, "regression"), (HELD_OUT_SUITE, "held_out"), (SELF_CHANGE_SUITE, "held_out"),
        (ADVERSARIAL_SUITE, "adversarial"))}
    assert declared == {"open-space": ["SOUL.md", "skill:open-space"], "open-space-requests": ["SOUL.md", "skill:open-space"],
                        "self-change-requests": ["global"], "adversarial": ["global"]}
    copy = tmp_path / "held"
    shutil.copytree(SELF_CHANGE_SUITE, copy)
    (copy / "suite.json").write_text(json.dumps({"format_version": "qln-suite-manifest-v1", "targets": ["decoder"]}))
    assert load_suite_dir(copy, "held_out").digest != load_suite_dir(SELF_CHANGE_SUITE, "held_out").digest


@pytest.mark.parametrize(("stratum", "path", "target"), [
    ("adaptive_expression", "SOUL.md", "SOUL.md"),
    ("adaptive_expression", "skills/open-space/SKILL.md", "skill:open-space"),
    ("adaptive_expression", "skills/open-space/references/notes.md", "skill:open-space"),
    ("governed_decoding", "scripts/5qln/decoding.py", "decoder"),
    ("adaptive_expression", "prompts/extra.md", "file:prompts/extra.md"),
])
def test_a_candidate_target_in_the_manifest_vocabulary(stratum, path, target):
    assert suite_targets.candidate_target(stratum, path) == target


def test_global_held_out_cases_count_only_for_soul_and_global_adversarial_ones_always():
    assert suite_targets.counts(["global"], "SOUL.md", "held_out")
    assert not suite_targets.counts(["global"], "skill:open-space", "held_out")
    assert suite_targets.counts(["global"], "skill:open-space", "adversarial")
    assert suite_targets.counts(["skill:open-space"], "skill:open-space", "held_out")
    assert not suite_targets.covers(["skill:open-space"], "decoder")


@pytest.mark.django_db
def test_a_run_pins_only_the_suites_covering_the_target_plus_the_global_ones(agent_client, operator, active_parent, suites,
                                                                              fake_model):
    other = import_suite(HELD_OUT_SUITE, "held_out", name="decoder-only", targets=["decoder"])
    run = evaluate(candidate_for(agent_client, operator, active_parent))
    pinned = {entry["name"]: entry["targets"] for entry in run.suite_digests}
    assert other.name not in pinned  # a suite for the decoder is not pinned for a skill candidate
    assert pinned["self-change-requests"] == ["global"] and "skill:demo-openness" in pinned["open-space-requests"]
    coverage = run.steps.get(key="held_out").evidence["coverage"]
    assert coverage["target"] == "skill:demo-openness" and coverage["counted_cases"] == 22  # the 6 global ones don't count
    assert outcome(run) == "PASS", run.verdict_reasons  # the signed HOLD at step 11, reviewed as met


@pytest.mark.django_db
def test_without_a_suite_naming_the_skill_global_held_out_cases_do_not_make_up_the_minimum(
        agent_client, operator, active_parent, suites, fake_model):
    Suite.objects.filter(pk=suites["held_out_open_space"].pk).update(active=False)
    run: EvaluationRun = evaluate(candidate_for(agent_client, operator, active_parent))
    assert run.verdict == "HOLD"
    assert "0 live held-out case(s)" in json.dumps(run.gates["held_out"]["evidence"])
    assert any(e["name"] == "self-change-requests" for e in run.suite_digests)  # still run, just not counted


@pytest.mark.django_db
def test_the_suite_list_shows_targets_and_the_schema_states_them(agent_client, client):
    import_suite(ADVERSARIAL_SUITE, "adversarial")
    listed = agent_client.get("/api/v1/suites").json()["suites"]
    assert listed[0]["targets"] == ["global"] and listed[0]["sealed"]
    schema = json.loads(client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").content)
    response = schema["paths"]["/api/v1/suites"]["get"]["responses"]["200"]["content"]["application/json"]["schema"]
    body = schema["components"]["schemas"][response["$ref"].split("/")[-1]]  # an object holding the list
    item = body["properties"]["suites"]["items"]
    item = schema["components"]["schemas"][item["$ref"].split("/")[-1]] if "$ref" in item else item
    assert item["properties"]["targets"]["type"] == "array"
