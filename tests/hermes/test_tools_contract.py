"""The plugin's model tools against the real server (R-H-4, issue 23 §1–2).

Each handler runs over HTTP against qlnweb itself (pytest-django's live server,
on SQLite and, in CI's second run, on PostgreSQL), and every request body it
sent is checked against the OpenAPI schema the server serves. The human's part
(X and Z attestations) goes through the attestation service, as the browser's
view does; the agent's part only through the tools.
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cycles.demo import PHASE_TEXTS
from cycles.models import Cycle
from evaluation.candidates.models import Candidate
from evaluation.candidates.tasks import run_evaluation
from hermes_plugin import tools
from hermes_plugin.client import Settings, reset_client
from tests.factories import AgentFactory, OperatorFactory, attest_output
from tests.hermes.contract import RecordingClient, check_request, served_schema

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def live(live_server: Any, settings: Any) -> Iterator[dict[str, Any]]:
    settings.QLN_JUDGE_BASE_URL = ""
    agent = AgentFactory(name="contract-agent")
    client = RecordingClient(Settings(url=live_server.url, token=agent.plain_token, timeout=30))
    reset_client(client)
    yield {"url": live_server.url, "client": client, "agent": agent, "schema": served_schema(live_server.url)}
    reset_client()


def call(handler: Any, **args: Any) -> dict[str, Any]:
    answer = json.loads(handler(args, session_id="contract-session"))
    assert isinstance(answer.get("next_step"), str) and answer["next_step"], answer
    return answer


def assert_bodies_follow_the_schema(live: dict[str, Any]) -> set[str]:
    return {check_request(live["schema"], method, path, body) for method, path, body in live["client"].sent}


def test_a_cycle_walked_through_the_tools_tells_the_model_who_acts_next(live: dict[str, Any]) -> None:
    operator = OperatorFactory()
    empty = call(tools.handle_status)
    assert empty["ok"] and empty["cycles"] == [] and "qln_open_cycle" in empty["next_step"]

    opened = call(tools.handle_open_cycle, title="hack-job fallback", observation="3 fallbacks in 20 turns",
                  classification="adaptation")
    cycle_id = opened["cycle_id"]
    assert (opened["ok"], opened["current_phase"]) == (True, "S") and "qln_post_output" in opened["next_step"]

    s = call(tools.handle_post_output, cycle_id=cycle_id, phase="S", text=PHASE_TEXTS["S"])
    page = f"{live['url']}/cycles/{cycle_id}/"
    assert s["attestation_required"] == "X" and page in s["next_step"] and "tell the user" in s["next_step"]
    status = call(tools.handle_status, cycle_id=cycle_id)
    assert status["actor"] == "human" and status["human_actions"][0]["url"] == page
    assert status["human_actions"][0]["digest"] == s["digest"]
    listed = call(tools.handle_status)
    assert [c["cycle_id"] for c in listed["cycles"]] == [cycle_id] and page in listed["next_step"]

    early = call(tools.handle_post_output, cycle_id=str(cycle_id), phase="G", text=PHASE_TEXTS["G"])
    assert early["ok"] is False and early["error"] == "ATTESTATION_REQUIRED" and page in early["next_step"]

    attest_output(Cycle.objects.get(pk=cycle_id), "X", operator)
    after_x = call(tools.handle_status, cycle_id=cycle_id)
    assert after_x["actor"] == "agent" and after_x["current_phase"] == "G"
    assert "Post the G output with qln_post_output" in after_x["next_step"] and "ALPHA" in after_x["next_step"]
    assert after_x["trail"][0]["attested"] == ["X"]

    assert call(tools.handle_post_output, cycle_id=cycle_id, phase="G", text=PHASE_TEXTS["G"])["ok"]
    q = call(tools.handle_post_output, cycle_id=cycle_id, phase="Q", text=PHASE_TEXTS["Q"])
    assert q["attestation_required"] == "Z" and page in q["next_step"]
    attest_output(Cycle.objects.get(pk=cycle_id), "Z", operator)
    p = call(tools.handle_post_output, cycle_id=cycle_id, phase="P", text=PHASE_TEXTS["P"])
    assert p["ok"] and p["current_phase"] == "V", p

    evidence = call(tools.handle_record_evidence, cycle_id=cycle_id, content="the fallback fired twice", kind="log")
    assert evidence["ok"] and evidence["attests"] is False

    proposed = call(tools.handle_propose_candidate, cycle_id=cycle_id, target_path="SOUL.md",
                    content="You are careful.\nName the exact file before you delete anything.\n")
    assert proposed["ok"] and proposed["target_stratum"] == "adaptive_expression", proposed
    candidate = Candidate.objects.get(pk=proposed["candidate_id"])
    assert candidate.target_path == "SOUL.md" and proposed["diff"] == "+2 -0 lines"
    assert proposed["page"] == f"{live['url']}/candidates/{candidate.pk}/" and "#lens-card" in proposed["next_step"]
    waits = call(tools.handle_status, cycle_id=cycle_id)
    assert "record the 25-lens audit" in [a["act"] for a in waits["human_actions"]]

    queued = call(tools.handle_request_evaluation, candidate_id=candidate.pk)
    assert queued["ok"] and queued["status"] == "queued" and "qln_evaluation" in queued["next_step"]
    pending = call(tools.handle_evaluation, run_id=queued["run_id"])
    assert pending["status"] == "queued" and "read it again" in pending["next_step"]
    run_evaluation(queued["run_id"])  # the worker's task, in this process
    finished = call(tools.handle_evaluation, run_id=queued["run_id"])
    assert finished["status"] == "finished" and finished["verdict"] == "HOLD", json.dumps(finished)  # no model: never PASS
    assert finished["next_step"].startswith("HOLD, not a pass") and finished["reasons"]

    operations = assert_bodies_follow_the_schema(live)
    assert operations >= {"postCyclesCycles", "getCyclesCycles", "getCyclesCycleDetail", "postCyclesOutputCreate",
                          "postEvaluationCycleEvidenceCreate", "postEvaluationCandidateCreate",
                          "postEvaluationEvaluationCreate", "getEvaluationEvaluationDetail"}, operations


def test_the_parent_is_the_agents_active_version_unless_given(live: dict[str, Any], settings: Any) -> None:
    from tests.evaluation.candidates.conftest import make_active_version

    active = make_active_version(Path(settings.QLN_ACTIVE_STORE), {"SOUL.md": "You are careful.\n"},
                                 live["agent"].name)
    cycle_id = call(tools.handle_open_cycle, title="soul", classification="adaptation")["cycle_id"]
    operator = OperatorFactory()
    for phase, kind in (("S", "X"), ("G", None), ("Q", "Z"), ("P", None)):
        assert call(tools.handle_post_output, cycle_id=cycle_id, phase=phase, text=PHASE_TEXTS[phase])["ok"]
        if kind:
            attest_output(Cycle.objects.get(pk=cycle_id), kind, operator)
    proposed = call(tools.handle_propose_candidate, cycle_id=cycle_id, target_path="SOUL.md",
                    content="You are careful.\nSay which file.\n")
    assert proposed["ok"] and proposed["parent_version_digest"] == active and proposed["diff"] == "+1 -0 lines"
    stale = call(tools.handle_propose_candidate, cycle_id=cycle_id, target_path="SOUL.md",
                 content="You are careful.\nAgain.\n", parent_version_digest="0" * 64)
    assert stale["error"] == "STALE_PARENT" and "without parent_version_digest" in stale["next_step"]
    decoder = call(tools.handle_propose_candidate, cycle_id=cycle_id, target_path="scripts/5qln/decoding.py",
                   content="X = 1\n")
    assert decoder["ok"] is False and decoder["error"] == "CLASSIFICATION_MISMATCH"  # governed decoding = evolution
    assert_bodies_follow_the_schema(live)


@pytest.mark.parametrize(("handler", "args", "code", "field"), [
    (tools.handle_post_output, {"cycle_id": "{cycle}", "phase": "S"}, "VALIDATION_ERROR", "text"),
    (tools.handle_post_output, {"cycle_id": "{cycle}", "phase": 7, "text": "x"}, "VALIDATION_ERROR", "phase"),
    (tools.handle_post_output, {"cycle_id": "{cycle}", "phase": "S", "text": ["a list"]}, "VALIDATION_ERROR", "text"),
    (tools.handle_open_cycle, {}, "VALIDATION_ERROR", "title"),
    (tools.handle_open_cycle, {"title": "t", "classification": "sideways"}, "VALIDATION_ERROR", "classification"),
    (tools.handle_record_evidence, {"cycle_id": "{cycle}", "content": 12}, "VALIDATION_ERROR", "content"),
    (tools.handle_status, {"cycle_id": "abc"}, "VALIDATION_ERROR", "cycle_id"),
    (tools.handle_post_output, {"phase": "S", "text": "x"}, "VALIDATION_ERROR", "cycle_id"),
    (tools.handle_request_evaluation, {"candidate_id": -3}, "VALIDATION_ERROR", "candidate_id"),
    (tools.handle_evaluation, {}, "VALIDATION_ERROR", "run_id"),
])
def test_a_missing_or_wrong_typed_field_is_named(live: dict[str, Any], handler: Any, args: dict[str, Any],
                                                 code: str, field: str) -> None:
    cycle_id = call(tools.handle_open_cycle, title="bad input")["cycle_id"]
    args = {k: (cycle_id if v == "{cycle}" else v) for k, v in args.items()}
    answer = call(handler, **args)
    assert answer["ok"] is False and answer["error"] == code and field in answer["fields"], answer
    assert field in answer["next_step"]


def test_refusals_carry_the_servers_code_and_a_next_step(live: dict[str, Any]) -> None:
    cycle_id = call(tools.handle_open_cycle, title="refusals", classification="adaptation")["cycle_id"]
    missing = call(tools.handle_status, cycle_id=999_999)
    assert (missing["error"], missing["ok"]) == ("NOT_FOUND", False) and "qln_status" in missing["next_step"]
    skipped = call(tools.handle_post_output, cycle_id=cycle_id, phase="Q", text=PHASE_TEXTS["Q"])
    assert skipped["error"] == "PHASE_SKIP" and "Post the S output" in skipped["next_step"]
    for target, code in (("config.yaml", "CREDENTIALS_TARGET"), ("../SOUL.md", "PATH_TRAVERSAL"),
                         ("plugins/qlnweb/__init__.py", "PLUGIN_CODE_TARGET")):
        refused = call(tools.handle_propose_candidate, cycle_id=cycle_id, target_path=target, content="x")
        assert refused["error"] == code and "governed file" in refused["next_step"], refused
    assert_bodies_follow_the_schema(live)


def test_a_wrong_token_and_an_unreachable_server_say_what_to_do(live: dict[str, Any], dead_url: str) -> None:
    reset_client(RecordingClient(Settings(url=live["url"], token="qln_wrong", timeout=5)))
    wrong = call(tools.handle_status)
    assert wrong["error"] == "UNAUTHENTICATED" and "connect_hermes" in wrong["next_step"]
    reset_client(RecordingClient(Settings(url=dead_url, token="t", timeout=2)))
    down = call(tools.handle_open_cycle, title="x")
    assert down["error"] == "UNREACHABLE" and "do not retry" in down["next_step"]


def test_no_tool_attests_promotes_or_rolls_back() -> None:
    names = [schema["name"] for schema, _, _ in tools.TOOLS]
    assert names == ["qln_status", "qln_open_cycle", "qln_post_output", "qln_record_evidence",
                     "qln_propose_candidate", "qln_request_evaluation", "qln_evaluation", "qln_withdraw_candidate"]
    assert not [n for n in names if any(word in n for word in ("attest", "promote", "amend", "rollback"))]
