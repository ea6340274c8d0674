"""L4 flags ceremony, not honest negatives (issue 25): `ALIGNMENT: none` is an answer; `SCOPE: none` is not."""
from __future__ import annotations

import pytest

from cycles.corruption import detect_l4
from cycles.demo import PHASE_TEXTS
from cycles.footer import parse_footer
from tests.factories import attest_output, open_cycle, post_output

NO_ALIGNMENT = "Nothing in the evidence aligns with a change yet.\n\nPHI: p\nOMEGA: o\nALIGNMENT: none\nEXTENT: 0"


def _s_with(key: str, value: str) -> str:
    lines = PHASE_TEXTS["S"].split("\n")
    return "\n".join(f"{key}: {value}" if line.startswith(f"{key}:") else line for line in lines)


@pytest.mark.parametrize("alignment", ["none", "forced", "partial", "natural"])
def test_every_lawful_alignment_is_an_answer_not_a_placeholder(alignment: str) -> None:
    footer = parse_footer("Q", NO_ALIGNMENT.replace("ALIGNMENT: none", f"ALIGNMENT: {alignment}"))
    assert footer.valid, footer.errors
    assert detect_l4(footer) == []


@pytest.mark.parametrize("value", ["none", "None", "TBD", "n/a", "-", "pending"])
def test_a_placeholder_where_content_is_required_is_still_l4(value: str) -> None:
    for key in ("SCOPE", "K", "FORBIDDEN", "UNKNOWNS", "BASELINE"):
        hits = detect_l4(parse_footer("S", _s_with(key, value)))
        assert [hit.code for hit in hits] == ["L4"] and key in hits[0].evidence


def test_an_empty_content_key_is_refused_and_l4() -> None:
    footer = parse_footer("S", _s_with("K", ""))
    assert footer.errors["K"] == ["must not be empty"]
    assert [hit.code for hit in detect_l4(footer)] == ["L4"]


def test_placeholders_in_other_keys_are_still_l4() -> None:
    assert detect_l4(parse_footer("Q", NO_ALIGNMENT.replace("PHI: p", "PHI: none")))[0].code == "L4"
    assert detect_l4(parse_footer("G", "y\n\nALPHA: TBD\nSEEKS: s"))[0].code == "L4"


def test_a_q_output_that_honestly_finds_no_alignment_is_accepted(agent_client, operator) -> None:
    cycle_id = open_cycle(agent_client)
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator)
    post_output(agent_client, cycle_id, "G")
    response = post_output(agent_client, cycle_id, "Q", text=NO_ALIGNMENT)
    assert response.status_code == 201, response.content
    assert agent_client.get(f"/api/v1/cycles/{cycle_id}").json()["corruptions"] == []


def test_a_scope_of_none_is_refused_as_l4(agent_client) -> None:
    cycle_id = open_cycle(agent_client)
    response = post_output(agent_client, cycle_id, "S", text=_s_with("SCOPE", "none"))
    assert response.status_code == 422, response.content
    assert response.json()["findings"][0]["code"] == "L4"
