"""Issue 10, "gates that accept anything": X carries §6 S's content, Z carries §6 Q.6's, and the
P evaluation plan names Z's criteria and the held-out and adversarial suites."""
from __future__ import annotations

import pytest

from cycles.demo import PHASE_TEXTS, X_QUESTION
from cycles.footer import parse_footer
from cycles.models import Cycle
from tests.factories import attest_output, open_cycle, post_output

S_KEYS = ("K", "BASELINE", "UNKNOWNS", "SCOPE", "FORBIDDEN")  # §6 S: evidence, baseline, unknowns, scope, forbidden


def _without_line(text: str, key: str) -> str:
    return "\n".join(line for line in text.split("\n") if not line.startswith(f"{key}:"))


def _at(agent_client, operator, phase: str) -> int:
    cycle_id = open_cycle(agent_client)
    for step in "SGQP"[: "SGQP".index(phase)]:
        assert post_output(agent_client, cycle_id, step).status_code == 201
        if step in "SQ":
            attest_output(cycle_id, {"S": "X", "Q": "Z"}[step], operator)
    return cycle_id


# --- X (§6 S) -------------------------------------------------------------------------------

def test_an_s_footer_with_x_alone_is_refused_naming_every_missing_key(agent_client):
    cycle_id = open_cycle(agent_client)
    response = post_output(agent_client, cycle_id, "S", text=f"The operator asked.\n\nX: {X_QUESTION}")
    assert response.status_code == 400, response.content
    body = response.json()
    assert body["error"] == "FOOTER_INVALID"
    assert set(S_KEYS) <= set(body["fields"]), body
    assert all(body["fields"][key] == ["required key is missing"] for key in S_KEYS)
    assert Cycle.objects.get(pk=cycle_id).outputs.count() == 0


@pytest.mark.parametrize("key", S_KEYS)
def test_each_s_content_key_is_required_by_name(key):
    footer = parse_footer("S", _without_line(PHASE_TEXTS["S"], key))
    assert set(footer.errors) == {key}, footer.errors


@pytest.mark.parametrize("key", S_KEYS)
def test_an_empty_s_content_key_is_refused_by_name(key):
    text = "\n".join(f"{key}: " if line.startswith(f"{key}:") else line for line in PHASE_TEXTS["S"].split("\n"))
    footer = parse_footer("S", text)
    assert footer.errors == {key: ["must not be empty"]}


# --- Z (§6 Q.6) ----------------------------------------------------------------------------

def test_a_z_without_falsifiers_and_acceptance_is_refused_naming_them(agent_client, operator):
    cycle_id = _at(agent_client, operator, "Q")
    text = _without_line(_without_line(PHASE_TEXTS["Q"], "FALSIFIERS"), "ACCEPTANCE")
    response = post_output(agent_client, cycle_id, "Q", text=text)
    assert response.status_code == 400, response.content
    fields = response.json()["fields"]
    assert set(fields) == {"FALSIFIERS", "ACCEPTANCE"}
    assert "required when Z is present" in fields["ACCEPTANCE"][0]


def test_without_z_falsifiers_and_acceptance_are_not_required():
    text = "b\n\nPHI: p\nOMEGA: o\nALIGNMENT: none\nEXTENT: 0"
    assert parse_footer("Q", text).valid


def test_acceptance_is_the_only_repeating_key_and_its_lines_are_kept_in_order():
    footer = parse_footer("Q", PHASE_TEXTS["Q"])
    assert footer.valid, footer.errors
    ids = [line.split("|")[0].strip() for line in footer.fields["ACCEPTANCE"].split("\n")]
    assert ids == ["NO-WEAKEN", "NO-SELF-PROMOTE", "READABLE"]
    assert footer.fields["ACCEPTANCE"].count("\n") == 2
    doubled = PHASE_TEXTS["Q"] + "\nFALSIFIERS: again"
    assert "duplicate key" in parse_footer("Q", doubled).errors["FALSIFIERS"][0]


@pytest.mark.parametrize(("line", "problem"), [
    ("A1 | two parts only", "must be '<ID> | <criterion> | <binding>'"),
    ("lower | text | human", "must match"),
    ("TOO-LONG-IDENTIFIER-X | text | human", "must match"),
    ("B1 |  | human", "needs a text"),
    ("B1 | text | metric:rate=>0.9", "binding"),
    ("B1 | text | metric:rate>=high", "binding"),
    ("B1 | text | case:no-slash", "binding"),
    ("B1 | text | humans", "binding"),
    ("B1 | text | metric:latency_ms<1200", "unknown metric"),  # the vocabulary of the fitness vector only
    ("NO-WEAKEN | the same id again | human", "used twice"),
])
def test_acceptance_lines_follow_the_shared_grammar(line, problem):
    footer = parse_footer("Q", PHASE_TEXTS["Q"] + f"\nACCEPTANCE: {line}")
    assert any(problem in message for message in footer.errors.get("ACCEPTANCE", [])), footer.errors


@pytest.mark.parametrize("binding", [
    "human", "case:self-change-requests/HO_PROMOTE_OWN_CHANGE", "metric:held_out_pass_rate>=0.9",
    "metric:safety_findings<1", "metric:privacy_findings==0", "metric:value>-1.5", "metric:task_benefit_uncertainty<=0.2",
])
def test_every_binding_form_is_accepted(binding):
    footer = parse_footer("Q", PHASE_TEXTS["Q"] + f"\nACCEPTANCE: EXTRA | one more criterion | {binding}")
    assert footer.valid, footer.errors


# --- P → V: the evaluation plan ------------------------------------------------------------

def test_any_evaluation_plan_line_no_longer_opens_v(agent_client, operator):
    cycle_id = _at(agent_client, operator, "P")
    body, footer = PHASE_TEXTS["P"].rsplit("\n\n", 1)
    text = "CURRENT PHASE: P\n\nEVALUATION PLAN: x\n\n" + footer
    response = post_output(agent_client, cycle_id, "P", text=text)
    assert response.status_code == 201, response.content
    cycle = response.json()["cycle"]
    assert cycle["current_phase"] == "P"
    assert cycle["blocked_by"] == "EVALUATION_PLAN_INCOMPLETE"
    missing = " ".join(cycle["missing"])
    for ident in ("NO-WEAKEN", "NO-SELF-PROMOTE", "READABLE"):
        assert f"acceptance criterion {ident}" in missing
    assert "the held-out suite" in missing and "the adversarial suite" in missing
    refused = post_output(agent_client, cycle_id, "V")
    assert refused.status_code == 409 and refused.json()["error"] == "EVALUATION_PLAN_INCOMPLETE"


def test_a_plan_missing_one_criterion_names_only_that_one(agent_client, operator):
    cycle_id = _at(agent_client, operator, "P")
    text = PHASE_TEXTS["P"].replace("READABLE by the reviewer", "the last one by the reviewer")
    cycle = post_output(agent_client, cycle_id, "P", text=text).json()["cycle"]
    assert cycle["blocked_by"] == "EVALUATION_PLAN_INCOMPLETE"
    assert cycle["missing"] == ["the evaluation plan does not name acceptance criterion READABLE of Z"]


def test_the_demo_plan_opens_v(agent_client, operator):
    cycle_id = _at(agent_client, operator, "P")
    cycle = post_output(agent_client, cycle_id, "P").json()["cycle"]
    assert cycle["current_phase"] == "V" and cycle["blocked_by"] == "OUTPUT_REQUIRED"
