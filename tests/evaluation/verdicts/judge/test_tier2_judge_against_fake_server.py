"""Tier 2 against a real loopback OpenAI-compatible server (R-T2-1..3)."""
from __future__ import annotations

import socket
import time
from collections.abc import Callable
from typing import Any

import pytest

from evaluation.verdicts.judge import JUDGE_PROMPT_MARKER, JudgeConfig, JudgeResult
from tests.testing.fake_openai import FakeOpenAI, Reply, by_system_prompt

pytestmark = pytest.mark.serial  # bounds wall-clock time: run alone (make test)

HACKJOB = {"pattern_class": "class-3", "verdict": "NUDGE",
           "advise": "Deselecting tests/test_login.py hides the failing login check."}

Ask = Callable[..., JudgeResult]
ConfigFor = Callable[..., JudgeConfig]


def test_it_parses_a_well_formed_judgement(ask_judge: Ask, config_for: ConfigFor) -> None:
    with FakeOpenAI(Reply.json_content(HACKJOB)) as server:
        result = ask_judge(config_for(server))
    assert (result.status, result.pattern_class, result.verdict) == ("ok", "class-3", "NUDGE")
    assert result.advise == HACKJOB["advise"]
    assert 0 < result.ms < 3000
    assert '"class-3"' in result.raw
    assert result.as_tier()["status"] == "ok"


def test_it_sends_the_call_the_signal_and_the_schema(ask_judge: Ask, config_for: ConfigFor) -> None:
    with FakeOpenAI(Reply.json_content(HACKJOB)) as server:
        ask_judge(config_for(server))
    sent = server.chat_requests[0]
    system, user = sent["messages"][0]["content"], server.user_messages()[0]
    assert sent["model"] == "fake-judge"
    assert sent["response_format"] == {"type": "json_object"}
    assert JUDGE_PROMPT_MARKER in system and "class-3 hackjob-fallback" in system
    assert '"verdict": "SILENT" | "NUDGE" | "ESCALATE"' in system
    assert user.startswith("TOOL: terminal")
    assert "tests/test_login.py" in user and "--- REGISTER SIGNAL ---" in user and "Mismatch score: 2.4σ" in user
    assert server.requests[0].headers["authorization"] == "Bearer test-key"


def test_it_is_off_without_a_base_url(ask_judge: Ask) -> None:
    result = ask_judge(JudgeConfig.from_env({"QLN_JUDGE_MODEL": "m"}))
    assert (result.status, result.verdict) == ("off", None)


def test_it_reads_its_config_from_qln_judge_values() -> None:
    config = JudgeConfig.from_env({"QLN_JUDGE_BASE_URL": "http://127.0.0.1:9/v1", "QLN_JUDGE_MODEL": "deepseek-v3",
                                   "QLN_JUDGE_API_KEY": "sk-x", "QLN_JUDGE_TIMEOUT_S": "1.5"})
    assert (config.enabled, config.model, config.api_key, config.timeout_s) == (True, "deepseek-v3", "sk-x", 1.5)


def test_a_slow_judge_times_out_at_the_deadline(ask_judge: Ask, config_for: ConfigFor) -> None:
    with FakeOpenAI(Reply.slow(10, Reply.json_content(HACKJOB))) as server:
        started = time.monotonic()
        result = ask_judge(config_for(server, timeout_s=0.5))
        elapsed = time.monotonic() - started
    assert (result.status, result.verdict) == ("timeout", None)
    assert 0.4 < elapsed < 0.5 + 1.0


def test_a_slow_drip_body_cannot_outlast_the_deadline(ask_judge: Ask, config_for: ConfigFor) -> None:
    # 32 pieces 0.3 s apart: every single read beats the HTTP read timeout, the whole body takes ~9 s.
    with FakeOpenAI(Reply.json_content(HACKJOB, drip_s=0.3)) as server:
        started = time.monotonic()
        result = ask_judge(config_for(server, timeout_s=1.0))
        elapsed = time.monotonic() - started
    assert result.status == "timeout"
    assert elapsed < 1.0 + 1.0


@pytest.mark.parametrize("reply, reason", [
    (Reply.garbage("<html>502 Bad Gateway</html>"), "not a chat completion"),
    (Reply.garbage('{"object": "chat.completion", "choices": []}'), "not a chat completion"),
    (Reply.text("The call looks fine to me."), "not JSON"),
    (Reply.text('["SILENT"]'), "not a JSON object"),
    (Reply.json_content({"verdict": "NUDGE", "advise": None}), "missing fields: pattern_class"),
    (Reply.json_content({**HACKJOB, "verdict": "BLOCK"}), "unknown verdict"),
    (Reply.json_content({**HACKJOB, "pattern_class": "class-99"}), "unknown pattern class"),
    (Reply.json_content({**HACKJOB, "advise": ["two", "whispers"]}), "advise is neither"),
    (Reply.tool_call("judge", HACKJOB), "no text content"),
])
def test_malformed_answers_are_invalid(ask_judge: Ask, config_for: ConfigFor, reply: Reply, reason: str) -> None:
    with FakeOpenAI(reply) as server:
        result = ask_judge(config_for(server))
    assert (result.status, result.verdict) == ("invalid", None)
    assert reason in result.detail


def test_a_fenced_json_answer_and_lower_case_verdict_are_accepted(ask_judge: Ask, config_for: ConfigFor) -> None:
    fenced = '```json\n{"pattern_class": "none", "verdict": "silent", "advise": null}\n```'
    with FakeOpenAI(Reply.text(fenced)) as server:
        result = ask_judge(config_for(server))
    assert (result.status, result.pattern_class, result.verdict, result.advise) == ("ok", None, "SILENT", None)


def test_a_judge_that_is_down_is_an_error_at_once(ask_judge: Ask) -> None:
    with socket.socket() as probe:  # a port that was free a moment ago and has no listener now
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    started = time.monotonic()
    result = ask_judge(JudgeConfig(base_url=f"http://127.0.0.1:{port}/v1", timeout_s=3.0))
    assert result.status == "error" and "connection failed" in result.detail
    assert time.monotonic() - started < 1.0


@pytest.mark.parametrize("status", [500, 429, 401])
def test_http_errors_are_errors(ask_judge: Ask, config_for: ConfigFor, status: int) -> None:
    with FakeOpenAI(Reply.error(status, "upstream broke")) as server:
        result = ask_judge(config_for(server))
    assert (result.status, result.detail, result.verdict) == ("error", f"HTTP {status}", None)
    assert len(server.requests) == 1  # max_retries=0: one attempt inside the budget


def test_calls_reuse_one_persistent_connection(ask_judge: Ask, config_for: ConfigFor) -> None:
    with FakeOpenAI(Reply.json_content(HACKJOB)) as server:
        config = config_for(server)
        results = [ask_judge(config) for _ in range(3)]
    assert [r.status for r in results] == ["ok"] * 3
    assert len({r.client_port for r in server.requests}) == 1


def test_it_never_raises_on_odd_arguments(ask_judge: Ask, config_for: ConfigFor) -> None:
    odd: dict[str, Any] = {"blob": object(), "bytes": b"\xff", "nested": {"n": float("nan")}}
    with FakeOpenAI(Reply.json_content(HACKJOB)) as server:
        result = ask_judge(config_for(server), args_redacted=odd, register_signal_text=None, recent_context=None)
    assert result.status == "ok"
    assert "REGISTER SIGNAL: none" in server.user_messages()[0]


def test_it_routes_beside_another_system_prompt(ask_judge: Ask, config_for: ConfigFor) -> None:
    script = by_system_prompt({JUDGE_PROMPT_MARKER: Reply.json_content(HACKJOB)}, default=Reply.text("runner output"))
    with FakeOpenAI(script) as server:
        assert ask_judge(config_for(server)).verdict == "NUDGE"
