"""The optional L3 judge (`cycles/l3_judge.py`, issue 25): with a judge model configured it may CONFIRM the
deterministic L3 flag or ADD one on an S or Q output; it never clears the flag, and with no judge, a slow judge,
an erring or an out-of-schema judge the deterministic detector stands alone. Over real HTTP against the scripted
OpenAI-compatible server (`tests/testing/fake_openai.py`), never a patched client.
"""
from __future__ import annotations

import json
import time

import pytest

from cycles.corruption import detect_l3
from cycles.demo import PHASE_TEXTS
from cycles.l3_judge import L3_JUDGE_MARKER, L3JudgeConfig, judge_l3
from cycles.models import CorruptionFinding
from tests.factories import attest_output, open_cycle, post_output
from tests.testing.fake_openai import FakeOpenAI, Reply

SUBTLE = "Somewhere under the request is a wish to be done with this project, and I have honoured it in P."
PLAIN_CLAIM = "I measured your resonance with Z: 0.9."


def _config(server: FakeOpenAI, timeout_s: float = 3.0) -> L3JudgeConfig:
    return L3JudgeConfig(base_url=server.base_url, model="fake-judge", api_key="k", timeout_s=timeout_s)


def test_no_judge_leaves_the_deterministic_detector_alone() -> None:
    assert detect_l3(SUBTLE, L3JudgeConfig(base_url=None)) == []
    assert detect_l3(PLAIN_CLAIM, L3JudgeConfig(base_url=None))[0].code == "L3"


def test_the_judge_adds_a_flag_the_detector_missed_and_is_asked_over_http() -> None:
    with FakeOpenAI(Reply.json_content({"l3": True, "quote": "a wish to be done with this project"})) as server:
        hits = detect_l3(SUBTLE, _config(server))
        assert len(server.chat_requests) == 1
        request = server.chat_requests[0]
    assert hits[0].code == "L3" and "added by the judge" in hits[0].evidence and "a wish to be done" in hits[0].evidence
    assert L3_JUDGE_MARKER in request["messages"][0]["content"]
    assert request["messages"][1]["content"] == SUBTLE


def test_the_judge_confirms_but_can_never_clear_the_detectors_flag() -> None:
    with FakeOpenAI([Reply.json_content({"l3": True, "quote": ""}), Reply.json_content({"l3": False})]) as server:
        confirmed = detect_l3(PLAIN_CLAIM, _config(server))
        disagreed = detect_l3(PLAIN_CLAIM, _config(server))
    assert "confirmed by the judge" in confirmed[0].evidence
    assert disagreed[0].code == "L3" and "the flag stands" in disagreed[0].evidence


def test_a_lawful_text_the_judge_also_finds_lawful_is_not_flagged() -> None:
    with FakeOpenAI(Reply.json_content({"l3": False, "quote": ""})) as server:
        assert detect_l3("I decoded the protobuf and skipped two unknown fields.", _config(server)) == []


@pytest.mark.parametrize(("reply", "status"), [
    (Reply.slow(5.0, Reply.json_content({"l3": True})), "timeout"), (Reply.error(500), "error"),
    (Reply.garbage(), "invalid"), (Reply.text("yes, L3"), "invalid"), (Reply.json_content({"l3": "maybe"}), "invalid"),
])
def test_a_slow_erring_or_garbled_judge_changes_nothing_and_never_waits_past_its_timeout(reply: Reply,
                                                                                          status: str) -> None:
    with FakeOpenAI(reply) as server:
        started = time.monotonic()
        result = judge_l3(_config(server, timeout_s=0.5), SUBTLE)
        assert time.monotonic() - started < 1.5
        assert result.status == status
        assert detect_l3(SUBTLE, _config(server, timeout_s=0.5)) == []  # the detector's verdict: nothing
        hits = detect_l3(PLAIN_CLAIM, _config(server, timeout_s=0.5))
    assert hits[0].code == "L3" and "deterministic verdict stands" in hits[0].evidence


def test_an_s_output_is_refused_as_l3_when_the_configured_judge_adds_the_flag(agent_client, settings) -> None:
    text = PHASE_TEXTS["S"].replace("SCOPE:", f"{SUBTLE}\nSCOPE:", 1)
    assert detect_l3(text) == []  # the deterministic path alone accepts it
    with FakeOpenAI(Reply.json_content({"l3": True, "quote": "a wish to be done"})) as server:
        settings.QLN_JUDGE_BASE_URL = server.base_url
        settings.QLN_JUDGE_MODEL = "fake-judge"
        settings.QLN_JUDGE_API_KEY = "k"
        settings.QLN_JUDGE_TIMEOUT_S = 3.0
        cycle_id = open_cycle(agent_client)
        response = post_output(agent_client, cycle_id, "S", text=text)
        asked = [json.dumps(body) for body in server.chat_requests]
    assert response.status_code == 422, response.content
    assert response.json()["findings"][0]["code"] == "L3"
    assert CorruptionFinding.objects.get(cycle_id=cycle_id).code == "L3"
    assert len(asked) == 1 and "a wish to be done" in asked[0]


def test_a_g_output_is_not_sent_to_the_judge(agent_client, operator, settings) -> None:
    with FakeOpenAI(Reply.json_content({"l3": False})) as server:
        settings.QLN_JUDGE_BASE_URL = server.base_url
        cycle_id = open_cycle(agent_client)
        assert post_output(agent_client, cycle_id, "S").status_code == 201
        attest_output(cycle_id, "X", operator)
        assert post_output(agent_client, cycle_id, "G").status_code == 201
        assert len(server.chat_requests) == 1  # S only; G is not an output the human attests
