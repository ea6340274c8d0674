"""Issue 10 bullet 3: cases run as Hermes runs them (seed §17.1 step 10, §17.3), against the real HTTP fake model.

The Hermes tests (marked ``slow``, skipped when ``hermes`` is not installed unless
``QLN_REQUIRE_HERMES=1``) run ONE evaluation whose pinned suite holds one case at
one repeat: two Hermes sessions (warm workers, issue 26), baseline and candidate. The
rest use stand-ins for ``hermes`` and its python (shell scripts) or the direct runner,
so they run everywhere in well under a second each. ``QLN_EVAL_RUNNER=auto`` (the
default) is tested here too: Hermes where found, else direct, the choice on the run.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from evaluation.candidates import hermes_sandbox
from evaluation.candidates.model_runner import Job, ModelConfig
from evaluation.candidates.models import Candidate, EvaluationRun
from evaluation.candidates.replay import score_outcomes
from evaluation.candidates.services import evaluation_request
from evaluation.candidates.tasks import result_digest, run_evaluation
from tests.evaluation.candidates.conftest import import_suite, make_active_version, propose
from tests.factories import CycleFactory
from tests.testing.fake_openai import FakeOpenAI, Reply

VENV = Path(os.environ.get("QLN_HERMES_VENV", "/opt/qln-hermes-venv"))
HERMES = VENV / "bin" / "hermes"
needs_hermes = pytest.mark.skipif(not HERMES.exists() and not os.environ.get("QLN_REQUIRE_HERMES"),
                                  reason=f"hermes CLI not found at {HERMES} (run scripts/setup_hermes_venv.sh)")
pytestmark = pytest.mark.django_db

SKILL = "skills/demo-openness/SKILL.md"
BASELINE_SOUL = "You are the agent. ACTIVE-SOUL-7f3a: the active version's soul.\n"
CANDIDATE_SOUL = "You are the agent. CANDIDATE-SOUL-91c2: hold the not-knowing open.\n"
WRITE_TOOLS = {"write_file", "patch", "terminal", "process", "skill_manage", "memory", "execute_code", "cronjob"}
CASE = {
    "format_version": "behavior-fixture-v1", "id": "FIX_SANDBOX_ONE", "class": "positive_trigger",
    "requirement_ids": ["REQ_SANDBOX"],
    "scenario": {"user_input": "I just want to sit here without knowing what comes next.", "context_files": [],
                 "enabled_tools": [], "enabled_skills": []},
    "expected": {"trigger": "must", "assertions": [{"id": "ASSERT_OPEN", "kind": "output_contains", "value": "not-knowing"}]},
    "observation_policy": {"minimum_runs": 1, "require_fresh_session": True},
}


def _one_case_suite(tmp_path: Path) -> None:
    fixtures = tmp_path / "suite" / "fixtures"
    fixtures.mkdir(parents=True)
    (fixtures / "fix-sandbox-one.json").write_text(json.dumps(CASE))
    (tmp_path / "suite" / "suite.json").write_text('{"format_version": "qln-suite-manifest-v1", "targets": ["SOUL.md"]}')
    import_suite(tmp_path / "suite", "regression", "sandbox-one")


def _soul_candidate(agent_client: Any, operator: Any, agent: Any, settings: Any, tmp_path: Path) -> tuple[Candidate, str]:
    active = make_active_version(Path(settings.QLN_ACTIVE_STORE), {"SOUL.md": BASELINE_SOUL, SKILL: "# demo\nbody\n"},
                                 agent.name)
    _one_case_suite(tmp_path)
    response = propose(agent_client, CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk, CANDIDATE_SOUL, target="SOUL.md", parent=active)
    assert response.status_code == 201, response.content
    return Candidate.objects.get(pk=response.json()["id"]), active


def _evaluate(candidate: Candidate) -> EvaluationRun:
    run = evaluation_request(candidate=candidate, requested_by="test", repeats=1)
    run_evaluation(run.pk)  # what the django-q2 worker calls, in-process
    return EvaluationRun.objects.get(pk=run.pk)


def _answer(request: dict[str, Any]) -> Reply:
    return Reply.text("I am here with you in the not-knowing." if request.get("tools") else "Sitting")


READY = json.dumps({"ready": True, "still_registered": []})


def _warm_stand_in(tmp_path: Path, body: str) -> Path:
    """The warm worker's interpreter beside the stand-in `hermes` (evaluation/candidates/warm_hermes.py runs it)."""
    python = tmp_path / "bin" / "python"
    python.parent.mkdir(parents=True, exist_ok=True)
    python.write_text(f"#!/bin/sh\n{body}\n")
    python.chmod(0o755)
    return python


def _stand_in(tmp_path: Path, body: str) -> Path:
    """An executable standing in for `hermes`: answers --version like 0.19, then runs `body`."""
    script = tmp_path / "bin" / "hermes"
    script.parent.mkdir(parents=True, exist_ok=True)
    script.write_text(f'#!/bin/sh\nif [ "$1" = "--version" ]; then echo "Hermes Agent v0.19.0 (test)"; exit 0; fi\n{body}\n')
    script.chmod(0o755)
    return script


@needs_hermes
@pytest.mark.slow
def test_each_side_runs_in_a_hermes_session_on_its_own_read_only_profile(
    agent_client: Any, operator: Any, agent: Any, settings: Any, tmp_path: Path,
) -> None:
    assert HERMES.exists(), f"QLN_REQUIRE_HERMES is set but {HERMES} is missing"
    candidate, _active = _soul_candidate(agent_client, operator, agent, settings, tmp_path)
    settings.QLN_EVAL_RUNNER, settings.QLN_EVAL_HERMES_BIN = "hermes-sandbox", str(HERMES)
    with FakeOpenAI(_answer, models=("fake-sandbox",)) as llm:
        settings.QLN_MODEL_BASE_URL, settings.QLN_MODEL_NAME = llm.base_url, "fake-sandbox"
        run = _evaluate(candidate)
    sessions = [body for body in llm.chat_requests if isinstance(body, dict) and body.get("tools")]

    assert run.status == "finished", run.error
    replay_step = run.steps.get(key="baseline_replay")
    assert replay_step.status == "passed" and replay_step.evidence["runner"] == "hermes-sandbox", replay_step.evidence
    assert replay_step.evidence["rates"]["candidate"]["rate"] == 1.0  # the final response was scored as the output
    # One session per side: the candidate's received its SOUL.md, the baseline's the active version's.
    systems = [body["messages"][0]["content"] for body in sessions if body["messages"][0]["role"] == "system"]
    assert len(sessions) == 2 and len(systems) == 2, [s.get("messages", [{}])[0] for s in sessions]
    candidate_side = [s for s in systems if "CANDIDATE-SOUL-91c2" in s]
    baseline_side = [s for s in systems if "ACTIVE-SOUL-7f3a" in s]
    assert len(candidate_side) == 1 and len(baseline_side) == 1
    assert CANDIDATE_SOUL.strip() in candidate_side[0] and "ACTIVE-SOUL-7f3a" not in candidate_side[0]
    assert "CANDIDATE-SOUL-91c2" not in baseline_side[0]
    # Read-only tools: no write or shell tool is offered to the model.
    offered = {tool["function"]["name"] for body in sessions for tool in body["tools"]}
    assert offered and not offered & WRITE_TOOLS, offered
    assert offered <= {"skills_list", "skill_view"}, offered
    # The evaluator's identity is on the run and in its result digest.
    identity = run.evaluator
    assert identity["runner"] == "hermes-sandbox" and identity["hermes_version"].startswith("0.19")
    assert identity["model"] == "fake-sandbox"
    files = {"SOUL.md": CANDIDATE_SOUL.encode(), SKILL: b"# demo\nbody\n"}
    assert identity["profile_digests"]["candidate"] == hermes_sandbox.profile_digest(files)
    assert identity["profile_digests"]["baseline"] == hermes_sandbox.profile_digest({**files, "SOUL.md": BASELINE_SOUL.encode()})
    steps = list(run.steps.order_by("order"))
    assert result_digest(run, steps) == run.result_digest
    run.evaluator = {**identity, "runner": "direct-model", "hermes_version": None}
    assert result_digest(run, steps) != run.result_digest


def test_a_missing_hermes_fails_the_run_with_a_code_and_never_falls_back(
    agent_client: Any, operator: Any, agent: Any, settings: Any, tmp_path: Path,
) -> None:
    candidate, _active = _soul_candidate(agent_client, operator, agent, settings, tmp_path)
    settings.QLN_EVAL_RUNNER, settings.QLN_EVAL_HERMES_BIN = "hermes-sandbox", str(tmp_path / "no" / "hermes")
    with FakeOpenAI(_answer, models=("fake-sandbox",)) as llm:
        settings.QLN_MODEL_BASE_URL = llm.base_url
        run = _evaluate(candidate)
    assert run.status == "failed" and not run.verdict and not run.result_digest
    assert run.error.startswith("HERMES_NOT_FOUND:"), run.error
    assert llm.chat_requests == []  # nothing was sent straight to the model instead


def test_session_failures_are_case_errors_and_the_run_cannot_pass(
    agent_client: Any, operator: Any, agent: Any, settings: Any, tmp_path: Path,
) -> None:
    candidate, _active = _soul_candidate(agent_client, operator, agent, settings, tmp_path)
    settings.QLN_EVAL_RUNNER = "hermes-sandbox"
    settings.QLN_EVAL_HERMES_BIN = str(_stand_in(tmp_path, 'echo "provider exploded" >&2; exit 1'))
    answer = json.dumps({"rc": 1, "output": "", "stderr": "provider exploded", "still_registered": []})
    _warm_stand_in(tmp_path, f"echo '{READY}'; while read line; do echo '{answer}'; done")
    settings.QLN_MODEL_BASE_URL = "http://127.0.0.1:9/v1"
    run = _evaluate(candidate)
    assert run.status == "finished" and run.verdict != "PASS"
    replay_step = run.steps.get(key="baseline_replay")
    assert replay_step.status == "held" and len(replay_step.evidence["errors"]) == 2
    assert all("HERMES_EXIT_1: provider exploded" in e for e in replay_step.evidence["errors"])
    assert any("2 case run(s) errored in the hermes-sandbox runner" in str(r) for r in run.verdict_reasons), run.verdict_reasons


@pytest.mark.parametrize(("body", "code"), [
    ("sleep 30", "HERMES_TIMEOUT"),
    ('echo "looks fine"; exit 0', "SANDBOX_NOT_READ_ONLY"),  # the read-only plugin left no record: not trusted
    (f"exit {hermes_sandbox.EXIT_NOT_READ_ONLY}", "SANDBOX_NOT_READ_ONLY"),
])
def test_a_session_that_times_out_or_is_not_read_only_is_an_error_never_a_pass(tmp_path: Path, body: str, code: str) -> None:
    config = hermes_sandbox.SandboxConfig(_stand_in(tmp_path, body), ModelConfig("http://127.0.0.1:9/v1", "m"), timeout_s=1.0)
    job = Job("candidate", "c1", 0, "", CASE["scenario"]["user_input"])
    outcome = hermes_sandbox.run_session(config, {"SOUL.md": CANDIDATE_SOUL.encode()}, job)
    assert outcome.error.startswith(code) and outcome.output == ""
    scored = score_outcomes({"c1": {**CASE, "id": "c1"}}, [outcome])
    assert scored.outcomes[0]["passed"] is False and scored.rates.rates["candidate"]["rate"] == 0.0


def test_the_direct_runner_names_itself_on_the_result_and_the_page(
    agent_client: Any, operator: Any, operator_client: Any, agent: Any, settings: Any, tmp_path: Path,
) -> None:
    candidate, _active = _soul_candidate(agent_client, operator, agent, settings, tmp_path)
    with FakeOpenAI(_answer, models=("fake-direct",)) as llm:
        settings.QLN_MODEL_BASE_URL, settings.QLN_MODEL_NAME = llm.base_url, "fake-direct"
        run = _evaluate(candidate)
    assert run.status == "finished"
    assert run.evaluator["runner"] == "direct-model" and run.evaluator["hermes_version"] is None
    assert run.steps.get(key="baseline_replay").evidence["runner"] == "direct-model"
    html = operator_client.get(f"/candidates/{candidate.pk}/").content.decode()
    assert 'data-runner="direct-model"' in html and "fast mode" in html
    assert agent_client.get(f"/api/v1/evaluations/{run.pk}").json()["evaluator"]["runner"] == "direct-model"
    steps = list(run.steps.order_by("order"))
    sandboxed = {**run.evaluator, "runner": "hermes-sandbox", "hermes_version": "0.19.0"}
    digest = run.result_digest
    run.evaluator = sandboxed
    assert result_digest(run, steps) != digest


def test_an_unknown_runner_setting_is_refused_at_start_up(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    from django.core.exceptions import ImproperlyConfigured

    import qlnweb.settings as settings_module

    monkeypatch.setenv("QLN_EVAL_RUNNER", "hermes")
    with pytest.raises(ImproperlyConfigured, match="QLN_EVAL_RUNNER"):
        importlib.reload(settings_module)
    monkeypatch.delenv("QLN_EVAL_RUNNER")
    importlib.reload(settings_module)


def test_the_default_runner_setting_is_auto(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    import qlnweb.settings as settings_module

    monkeypatch.delenv("QLN_EVAL_RUNNER", raising=False)
    try:
        assert importlib.reload(settings_module).QLN_EVAL_RUNNER == "auto"
    finally:
        monkeypatch.undo()
        importlib.reload(settings_module)


def test_auto_picks_the_sandbox_where_hermes_is_found_and_direct_where_not(settings: Any, tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from evaluation.candidates import runner_mode

    settings.QLN_EVAL_RUNNER = "auto"
    settings.QLN_EVAL_HERMES_BIN = str(_stand_in(tmp_path, "exit 0"))
    assert runner_mode.selected_mode() == ("hermes-sandbox", f"QLN_EVAL_RUNNER=auto: hermes found at {tmp_path / 'bin' / 'hermes'}")
    settings.QLN_EVAL_HERMES_BIN = str(tmp_path / "no" / "hermes")  # set: authoritative, not searched for elsewhere
    mode, why = runner_mode.selected_mode()
    assert mode == "direct-model" and "no hermes at" in why and "direct fast mode" in why
    settings.QLN_EVAL_HERMES_BIN = ""  # unset: the venv's, else PATH
    monkeypatch.setattr(runner_mode, "DEFAULT_HERMES", tmp_path / "no-venv" / "hermes")
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    assert runner_mode.selected_mode()[0] == "hermes-sandbox" and runner_mode.find_hermes() == tmp_path / "bin" / "hermes"
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    assert runner_mode.selected_mode()[0] == "direct-model" and runner_mode.find_hermes() is None
    settings.QLN_EVAL_RUNNER = "hermes-sandbox"
    with pytest.raises(hermes_sandbox.RunnerUnavailable) as raised:
        runner_mode.selected_mode()
    assert raised.value.code == "HERMES_NOT_FOUND"  # explicit: never falls back


def test_auto_without_hermes_runs_direct_and_says_so_on_the_run_and_its_pages(
    agent_client: Any, operator: Any, operator_client: Any, agent: Any, settings: Any, tmp_path: Path,
) -> None:
    candidate, _active = _soul_candidate(agent_client, operator, agent, settings, tmp_path)
    settings.QLN_EVAL_RUNNER, settings.QLN_EVAL_HERMES_BIN = "auto", str(tmp_path / "no" / "hermes")
    with FakeOpenAI(_answer, models=("fake-direct",)) as llm:
        settings.QLN_MODEL_BASE_URL, settings.QLN_MODEL_NAME = llm.base_url, "fake-direct"
        run = _evaluate(candidate)
    assert run.status == "finished", run.error
    assert run.evaluator["runner"] == "direct-model" and run.evaluator["runner_setting"] == "auto"
    assert "no hermes at" in run.evaluator["runner_choice"]
    # The direct prompt is the profile as Hermes assembles it: the candidate's SOUL.md and the skills index.
    systems = {body["messages"][0]["content"] for body in llm.chat_requests if body["messages"][0]["role"] == "system"}
    assert any(s.startswith(CANDIDATE_SOUL.strip()) and "<available_skills>" in s for s in systems), systems
    assert any(s.startswith(BASELINE_SOUL.strip()) for s in systems), systems
    detail = operator_client.get(f"/candidates/{candidate.pk}/").content.decode()
    assert 'data-runner="direct-model"' in detail
    listing = operator_client.get("/candidates/").content.decode()
    assert 'data-runner="direct-model"' in listing


def test_a_profile_that_cannot_be_written_fails_the_run_with_its_code() -> None:
    from evaluation.candidates import runner_mode

    model = ModelConfig("http://127.0.0.1:9/v1", "m")
    runner_mode.check_profiles({"baseline": {"SOUL.md": b"ok\n"}}, model)
    with pytest.raises(hermes_sandbox.RunnerUnavailable) as raised:
        runner_mode.check_profiles({"baseline": {"SOUL.md": b"ok\n"}, "candidate": {"notes/free.txt": b"x"}}, model)
    assert raised.value.code == "SANDBOX_PROFILE_INVALID" and "candidate" in raised.value.detail
