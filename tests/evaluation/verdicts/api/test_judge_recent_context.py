"""Issue 10, Daimon fidelity: Tier 2 judges a call against the session's recent verdicts and tool
outcomes (bounded, redacted), so the retry-loop class can match — through POST /api/v1/verdicts and
the real loopback fake judge (R-T2-1, R-A-3)."""
from __future__ import annotations

from typing import Any

import pytest

from evaluation.verdicts.models import ToolResult
from tests.evaluation.verdicts.api.conftest import post_verdict
from tests.testing.fake_openai import FakeOpenAI, Reply

SECRET = "sk-proj-ABCDEFGHIJKLMNOPQRSTUVWX1234"
FAILING = {"command": "pytest -q tests/test_login.py"}
SILENT = {"pattern_class": None, "verdict": "SILENT", "advise": None}
RETRY = {"pattern_class": "class-2", "verdict": "NUDGE", "advise": "`pytest -q tests/test_login.py` failed already."}


@pytest.fixture
def judge_at(settings: Any) -> Any:
    def point(base_url: str) -> None:
        settings.QLN_JUDGE_BASE_URL = base_url
        settings.QLN_JUDGE_MODEL = "fake-judge"
        settings.QLN_JUDGE_API_KEY = "k"
        settings.QLN_JUDGE_TIMEOUT_S = 3.0

    return point


def _user_message(request: dict[str, Any]) -> str:
    return next(m["content"] for m in request["messages"] if m["role"] == "user")


def retry_aware_judge(request: dict[str, Any]) -> Reply:
    """A judge that names a retry loop only when RECENT CONTEXT shows this very command failing."""
    user = _user_message(request)
    recent = user.split("RECENT CONTEXT:", 1)[1]
    retried = FAILING["command"] in recent and "RESULT terminal error" in recent
    return Reply.json_content(RETRY if retried else SILENT)


def _fail(agent_client: Any, *, message: str, session_id: str = "sess-1") -> None:
    response = agent_client.post("/api/v1/tool-results", {
        "session_id": session_id, "tool_name": "terminal", "status": "error", "error_type": "ExitCode",
        "error_message": message}, format="json")
    assert response.status_code == 201, response.content


def test_the_judge_receives_the_sessions_recent_calls_and_outcomes_redacted(
        agent_client: Any, hermes_body: Any, judge_at: Any) -> None:
    with FakeOpenAI(Reply.json_content(SILENT)) as judge:
        judge_at(judge.base_url)
        post_verdict(agent_client, hermes_body("terminal", FAILING))
        _fail(agent_client, message="1 failed: AssertionError in test_login")
        # A row stored before ingest redaction (issue 11) still reaches the judge redacted.
        ToolResult.objects.create(agent=agent_client.agent, session_id="sess-1", tool_name="terminal",
                                  status="error", error_type="AuthError", error_message=f"bad key {SECRET}")
        post_verdict(agent_client, hermes_body("terminal", {"command": "echo other"}, session_id="sess-other"))
        post_verdict(agent_client, hermes_body("terminal", FAILING))
        last = judge.user_messages()[-1]
    recent = last.split("RECENT CONTEXT:", 1)[1]
    assert "(none)" not in recent
    assert "CALL terminal" in recent and FAILING["command"] in recent and "-> verdict SILENT" in recent
    assert "RESULT terminal error: ExitCode 1 failed: AssertionError in test_login" in recent
    assert "AuthError bad key [REDACTED]" in recent and SECRET not in last
    assert "echo other" not in recent  # another session's calls are not this session's context


def test_a_repeated_failing_call_matches_the_retry_loop_class(
        agent_client: Any, hermes_body: Any, judge_at: Any) -> None:
    with FakeOpenAI(retry_aware_judge) as judge:
        judge_at(judge.base_url)
        first = post_verdict(agent_client, hermes_body("terminal", FAILING)).json()
        _fail(agent_client, message="1 failed: AssertionError in test_login")
        second = post_verdict(agent_client, hermes_body("terminal", FAILING)).json()
    assert first["tiers"]["tier2"]["pattern_class"] is None and first["verdict"] == "SILENT"
    assert second["tiers"]["tier2"]["pattern_class"] == "class-2"
    assert second["verdict"] == "NUDGE" and second["advise"] == RETRY["advise"]


def test_the_recent_context_is_bounded(agent_client: Any, hermes_body: Any) -> None:
    from evaluation.verdicts.judge_context import MAX_CHARS, MAX_VERDICTS, recent_context

    for number in range(MAX_VERDICTS + 5):
        post_verdict(agent_client, hermes_body("terminal", {"command": f"make step-{number:02d} " + "x" * 400}))
    text = recent_context(agent=agent_client.agent, session_id="sess-1")
    assert text is not None and len(text) <= MAX_CHARS
    assert "step-14" in text and "step-00" not in text  # the newest kept
    assert text.count("CALL terminal") <= MAX_VERDICTS
