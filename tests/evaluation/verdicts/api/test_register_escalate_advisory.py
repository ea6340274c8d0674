"""Issue 10, Daimon fidelity: an ESCALATE raised by Tier 1.5 alone is advisory (Daimon v0.4 §2.1
"does NOT block"; §4.1 "still advisory-only") — an ADVISE and the event, no approval prompt, no block —
while Tier 1 hard rules and a Tier 2 ESCALATE keep their block / approve mapping."""
from __future__ import annotations

from typing import Any

from evaluation.verdicts.models import AdviseDelivery, VerdictEvent
from tests.evaluation.verdicts.api.conftest import post_verdict
from tests.register.corpus import drifting_text
from tests.testing.fake_openai import FakeOpenAI, Reply

EVASION = {"pattern_class": "class-4", "verdict": "ESCALATE", "advise": "Base64 hides the command from review."}


def _register_break(agent: Any) -> None:
    from tests.evaluation.verdicts.api.conftest import ingest

    ingest(agent, [drifting_text(i) for i in range(5)])


def test_a_register_only_escalate_is_advisory(agent_client: Any, calibrated_agent: Any, hermes_body: Any) -> None:
    _register_break(calibrated_agent)
    body = post_verdict(agent_client, hermes_body("todo", {"items": []})).json()
    assert body["tiers"]["tier1_5"]["verdict"] == "ESCALATE"
    assert (body["verdict"], body["block"], body["advisory"], body["decided_by"]) == ("ESCALATE", False, True, "tier1_5")
    assert body["hermes"]["action"] is None  # no Hermes approval prompt, no block
    assert body["advise"] and body["hermes"]["message"] == body["advise"]
    event = VerdictEvent.objects.get(pk=body["event_id"])
    assert event.advisory and event.to_record()["advisory"] is True
    assert AdviseDelivery.objects.filter(verdict_event=event, text=body["advise"]).exists()


def test_a_tier2_escalate_keeps_the_approval_prompt(
        agent_client: Any, calibrated_agent: Any, hermes_body: Any, settings: Any) -> None:
    _register_break(calibrated_agent)
    with FakeOpenAI(Reply.json_content(EVASION)) as judge:
        settings.QLN_JUDGE_BASE_URL, settings.QLN_JUDGE_MODEL, settings.QLN_JUDGE_TIMEOUT_S = judge.base_url, "j", 3.0
        body = post_verdict(agent_client, hermes_body("terminal", {"command": "echo cm0gLXJmIH4= | base64 -d"})).json()
    assert body["tiers"]["tier2"]["verdict"] == "ESCALATE"
    assert (body["verdict"], body["advisory"], body["hermes"]["action"]) == ("ESCALATE", False, "approve")


def test_a_tier1_hard_rule_still_blocks_during_a_register_break(
        agent_client: Any, calibrated_agent: Any, hermes_body: Any) -> None:
    _register_break(calibrated_agent)
    body = post_verdict(agent_client, hermes_body("terminal", {"command": "rm -rf ~"})).json()
    assert (body["verdict"], body["block"], body["advisory"], body["hermes"]["action"]) == ("ESCALATE", True, False,
                                                                                          "block")


def test_a_claude_code_hook_body_gets_no_block_for_an_advisory_escalate(
        agent_client: Any, calibrated_agent: Any, profile: Any) -> None:
    _register_break(calibrated_agent)
    body = post_verdict(agent_client, {"hook_event_name": "PreToolUse", "tool_name": "TodoWrite",
                                       "tool_input": {"todos": []}, "session_id": "sess-1",
                                       "cwd": str(profile["workspace"])}).json()
    assert (body["verdict"], body["advisory"], body["decision"]) == ("ESCALATE", True, None)
