"""Tier 2 through POST /api/v1/verdicts against the real loopback fake judge (R-T2-1..3, R-A-2)."""
from __future__ import annotations

import socket
import time
from typing import Any

import pytest

from evaluation.verdicts.models import VerdictEvent
from tests.evaluation.verdicts.api.conftest import drifting_window, ingest, post_verdict
from tests.testing.fake_openai import FakeOpenAI, Reply

pytestmark = pytest.mark.serial  # bounds wall-clock time: run alone (make test)

HACKJOB = {"pattern_class": "class-3", "verdict": "NUDGE",
           "advise": "Deselecting `tests/test_login.py` hides the failing login check."}
CALL = {"command": "pytest -q --deselect tests/test_login.py"}


@pytest.fixture
def judge_at(settings: Any) -> Any:
    def point(base_url: str, timeout_s: float = 3.0) -> None:
        settings.QLN_JUDGE_BASE_URL = base_url
        settings.QLN_JUDGE_MODEL = "fake-judge"
        settings.QLN_JUDGE_API_KEY = "k"
        settings.QLN_JUDGE_TIMEOUT_S = timeout_s

    return point


def test_a_normal_judgement_sets_the_verdict_and_advise(agent_client: Any, hermes_body: Any, judge_at: Any) -> None:
    with FakeOpenAI(Reply.json_content(HACKJOB)) as judge:
        judge_at(judge.base_url)
        body = post_verdict(agent_client, hermes_body("terminal", CALL)).json()
    assert body["tiers"]["tier2"]["status"] == "ok" and body["tiers"]["tier2"]["pattern_class"] == "class-3"
    assert (body["verdict"], body["block"], body["advise"]) == ("NUDGE", False, HACKJOB["advise"])
    assert VerdictEvent.objects.get(pk=body["event_id"]).decided_by == "tier2"
    assert "TOOL: terminal" in judge.user_messages()[0]


def test_a_read_only_call_never_reaches_the_judge(agent_client: Any, hermes_body: Any, judge_at: Any) -> None:
    with FakeOpenAI(Reply.json_content(HACKJOB)) as judge:
        judge_at(judge.base_url)
        body = post_verdict(agent_client, hermes_body("read_file", {"path": "x"})).json()
    assert body["tiers"]["tier2"]["status"] == "skipped" and judge.chat_requests == []


def test_an_unjudged_tool_without_a_signal_is_skipped(agent_client: Any, hermes_body: Any, judge_at: Any) -> None:
    with FakeOpenAI(Reply.json_content(HACKJOB)) as judge:
        judge_at(judge.base_url)
        body = post_verdict(agent_client, hermes_body("todo", {"items": []})).json()
    assert body["tiers"]["tier2"]["status"] == "skipped" and judge.chat_requests == []


def test_a_register_signal_reaches_the_judge(agent_client: Any, calibrated_agent: Any, hermes_body: Any,
                                             judge_at: Any) -> None:
    ingest(calibrated_agent, drifting_window(4))
    with FakeOpenAI(Reply.json_content({"pattern_class": None, "verdict": "SILENT", "advise": None})) as judge:
        judge_at(judge.base_url)
        body = post_verdict(agent_client, hermes_body("todo", {"items": []})).json()
    assert body["tiers"]["tier2"]["status"] == "ok"
    assert "--- REGISTER SIGNAL ---" in judge.user_messages()[0]
    assert body["verdict"] == "NUDGE"  # most severe of the tiers: the register's mismatch


def test_a_slow_judge_times_out_and_the_endpoint_answers_in_time(
        agent_client: Any, hermes_body: Any, judge_at: Any) -> None:
    with FakeOpenAI(Reply.slow(10, Reply.json_content(HACKJOB))) as judge:
        judge_at(judge.base_url, timeout_s=0.5)
        started = time.monotonic()
        body = post_verdict(agent_client, hermes_body("terminal", CALL)).json()
        elapsed = time.monotonic() - started
    assert elapsed < 0.5 + 0.5, elapsed
    assert body["tiers"]["tier2"]["status"] == "timeout"
    assert (body["verdict"], body["advise"]) == ("SILENT", None)


@pytest.mark.parametrize("reply", [Reply.garbage("<html>502</html>"), Reply.text("looks fine to me")])
def test_garbage_from_the_judge_is_invalid(agent_client: Any, hermes_body: Any, judge_at: Any, reply: Reply) -> None:
    with FakeOpenAI(reply) as judge:
        judge_at(judge.base_url)
        body = post_verdict(agent_client, hermes_body("terminal", CALL)).json()
    assert body["tiers"]["tier2"]["status"] == "invalid" and body["verdict"] == "SILENT"


def test_a_down_judge_is_an_error(agent_client: Any, hermes_body: Any, judge_at: Any) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    judge_at(f"http://127.0.0.1:{port}/v1")
    body = post_verdict(agent_client, hermes_body("terminal", CALL)).json()
    assert body["tiers"]["tier2"]["status"] == "error" and body["verdict"] == "SILENT"


def test_a_hedged_judge_advise_is_replaced_and_recorded(agent_client: Any, hermes_body: Any, judge_at: Any) -> None:
    hedged = {**HACKJOB, "advise": "Maybe you might want to perhaps reconsider this, it could be risky."}
    with FakeOpenAI(Reply.json_content(hedged)) as judge:
        judge_at(judge.base_url)
        body = post_verdict(agent_client, hermes_body("terminal", CALL)).json()
    assert body["advise"] == "This `terminal` call matches pattern hackjob-fallback."
    event = VerdictEvent.objects.get(pk=body["event_id"])
    assert event.advise_replaced is True and any("hedging" in p for p in event.advise_problems)


def test_the_judge_sees_redacted_arguments(agent_client: Any, hermes_body: Any, judge_at: Any) -> None:
    secret = "sk-proj-ABCDEFGHIJKLMNOPQRSTUVWX1234"
    with FakeOpenAI(Reply.json_content(HACKJOB)) as judge:
        judge_at(judge.base_url)
        post_verdict(agent_client, hermes_body("terminal", {"command": f"OPENAI_API_KEY={secret} pytest"}))
    assert secret not in judge.user_messages()[0]


@pytest.mark.parametrize("advise", ["Stop \ud800 here.", "Stop here. \udfff", "Lone \ud83d then a pair \U0001F600."])
def test_a_judge_answering_lone_surrogates_is_stored_not_a_500(agent_client: Any, hermes_body: Any, judge_at: Any,
                                                               advise: str) -> None:
    # In the JSON the judge returns they are \\uXXXX escapes, valid JSON; PostgreSQL cannot store them.
    answer = {**HACKJOB, "advise": advise}
    with FakeOpenAI(Reply.json_content(answer)) as judge:
        judge_at(judge.base_url)
        response = post_verdict(agent_client, hermes_body("terminal", CALL))
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["tiers"]["tier2"]["status"] == "ok"
    event = VerdictEvent.objects.get(pk=body["event_id"])
    stored = event.advise + str(event.tiers)
    assert not any(0xD800 <= ord(c) <= 0xDFFF for c in stored)
    assert "\ufffd" in event.advise or event.advise_replaced  # kept with a replacement mark, or the lint replaced it
