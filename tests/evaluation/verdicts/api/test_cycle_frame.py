"""The per-turn 5QLN ACTIVE CONTEXT frame as seed §9.2 names it (R-H-8, issue 23 §4): its fields, its bound,
redacted prior outputs, protected targets and the carried question."""
from __future__ import annotations

from typing import Any

from cycles.demo import PHASE_TEXTS
from cycles.models import Cycle
from evaluation.verdicts.api.context import FRAME_CHARS, PRIOR_CHARS, render_frame
from hermes_plugin.governed import GOVERNED_ROOTS
from tests.factories import attest_output, open_cycle, post_output

FIELDS = ("cycle_id", "runtime_version", "current_phase", "prior_outputs", "pending_gate", "attestation_required",
          "candidate_scope", "protected_targets", "carry")


def context(client: Any) -> dict[str, Any]:
    response = client.get("/api/v1/context", {"session_id": "frame-1"})
    assert response.status_code == 200, response.content
    return response.json()


def test_no_open_cycle_means_no_frame(agent_client: Any, operator: Any) -> None:
    assert context(agent_client)["context"] == ""
    cycle_id = open_cycle(agent_client)
    assert "5QLN ACTIVE CONTEXT" in context(agent_client)["context"]
    Cycle.objects.filter(pk=cycle_id).update(status="completed")
    assert context(agent_client) == {"session_id": "frame-1", "context": "", "advise": [], "cycle": None}


def test_every_field_is_a_line_in_the_seeds_order(agent_client: Any, operator: Any) -> None:
    cycle_id = open_cycle(agent_client)
    assert post_output(agent_client, cycle_id, "S").status_code == 201
    attest_output(cycle_id, "X", operator)
    assert post_output(agent_client, cycle_id, "G").status_code == 201
    text = context(agent_client)["context"]
    keys = [line.split(":", 1)[0] for line in text.splitlines()[1:] if not line.startswith("  ")]
    assert keys == list(FIELDS)
    assert "prior_outputs: X + α + Y" in text
    assert "current_phase: Q" in text and "pending_gate: Q→P" in text


def test_prior_outputs_carry_their_footer_text_not_only_digests(agent_client: Any, operator: Any) -> None:
    cycle_id = open_cycle(agent_client)
    assert post_output(agent_client, cycle_id, "S").status_code == 201
    frame = context(agent_client)["cycle"]
    [prior] = frame["prior_outputs"]
    x_line = next(line for line in PHASE_TEXTS["S"].splitlines() if line.startswith("X:"))
    assert x_line in prior["text"] and prior["output"] == "X" and len(prior["digest"]) == 64


def test_secrets_in_an_output_are_redacted_in_the_frame(agent_client: Any, operator: Any) -> None:
    cycle_id = open_cycle(agent_client)
    secret = "sk-proj-" + "A1b2C3d4" * 5
    text = PHASE_TEXTS["S"].replace("SCOPE:", f"SCOPE: the key {secret} and", 1)
    assert post_output(agent_client, cycle_id, "S", text=text).status_code == 201
    body = context(agent_client)
    assert secret not in body["context"] and secret not in str(body["cycle"])
    assert "SCOPE: the key" in body["context"]


def test_the_frame_is_bounded_whatever_the_outputs_hold(agent_client: Any, operator: Any) -> None:
    cycle_id = open_cycle(agent_client)
    long_scope = "the skill " + "and its many long surfaces " * 400
    assert post_output(agent_client, cycle_id, "S", text=PHASE_TEXTS["S"].replace("SCOPE:", f"SCOPE: {long_scope}", 1)
                       ).status_code == 201
    body = context(agent_client)
    assert len(body["context"]) <= FRAME_CHARS
    assert all(len(o["text"]) <= PRIOR_CHARS for o in body["cycle"]["prior_outputs"])
    frame = dict(body["cycle"], prior_outputs=[dict(body["cycle"]["prior_outputs"][0], phase=p) for p in "SGQPV"] * 4)
    rendered = render_frame(frame)
    assert len(rendered) <= FRAME_CHARS and rendered.rstrip().splitlines()[-1].startswith("carry:")


def test_protected_targets_name_every_governed_root_and_the_guards_files(agent_client: Any) -> None:
    open_cycle(agent_client)
    frame = context(agent_client)["cycle"]
    assert set(GOVERNED_ROOTS) | {"config.yaml", ".env", "plugins/"} == set(frame["protected_targets"])


def test_carry_is_the_question_the_cycle_opened_on(agent_client: Any) -> None:
    response = agent_client.post("/api/v1/cycles", {"title": "next", "opening_question": "What did the last cycle "
                                 "leave open?"}, format="json")
    assert response.status_code == 201
    frame = context(agent_client)["cycle"]
    assert frame["carry"] == "What did the last cycle leave open?"
    assert "carry: What did the last cycle leave open?" in context(agent_client)["context"]
