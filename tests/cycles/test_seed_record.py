"""Issue 10, B'': a seed keeps no secret verbatim, is covered by the hash chain, carries the §9 fields,
and its prompt_digest is the digest of the activated prompt version (R-S-1, R-S-2, R-S-3)."""
from __future__ import annotations

import json
from io import StringIO
from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from cycles.demo import PHASE_TEXTS
from cycles.ledger import verify_ledger
from cycles.models import LedgerEntry, LensFinding, Seed
from evaluation.verdicts.models import AgentSession
from promotion.active import active_version
from promotion.models import Promotion
from tests.factories import CycleFactory, post_output
from tests.promotion.helpers import make_agent, make_promotable

SECRET = "sk-proj-ABCDEFGHIJKLMNOPQRSTUVWX1234"
BEARER = "Bearer eyJhbGciOiJIUzI1NiJ9.c2VjcmV0cGF5bG9hZA.c2lnbmF0dXJl"
V_WITH_SECRETS = (
    f"The candidate held while the agent ran with OPENAI_API_KEY {SECRET}; curl sent Authorization: {BEARER}.\n\n"
    "L: the debugging skill now reports a weakened assertion as an open failure\n"
    f"B2: checks keep their meaning under pressure, even when the key {SECRET} leaks into a log\n"
    f"INF0P: Which signals does the agent treat as progress when it holds a token like {SECRET}?\n"
    "LIVENESS: 6\n"
)


def _complete(agent_client: Any, cycle_id: int, v_text: str) -> Seed:
    response = post_output(agent_client, cycle_id, "V", v_text)
    assert response.status_code == 201, response.content
    return Seed.objects.get(cycle_id=cycle_id)


def test_a_secret_in_the_v_output_is_not_stored_verbatim_in_the_seed(agent_client: Any, cycle_walk: Any) -> None:
    seed = _complete(agent_client, cycle_walk("P"), V_WITH_SECRETS)
    stored = json.dumps([seed.b_text, seed.b2_text, seed.zero_prime_question, seed.formation_trail,
                         getattr(seed, "document", None), seed.digests], ensure_ascii=False)
    assert SECRET not in stored and "c2VjcmV0cGF5bG9hZA" not in stored
    assert "[REDACTED]" in seed.b_text and "[REDACTED]" in seed.b2_text and "[REDACTED]" in seed.zero_prime_question
    entry = LedgerEntry.objects.get(kind="seed", payload__seed_id=seed.seed_id)
    assert SECRET not in json.dumps(entry.payload)
    body = agent_client.get(f"/api/v1/cycles/{seed.cycle_id}").json()
    assert SECRET not in json.dumps(body["seed"])
    assert verify_ledger().ok


def _ledger_verify_exit() -> tuple[int, str]:
    """`manage.py ledger verify`: the exit status manage.py gives its CommandError, and the message.

    (Not through ManagementUtility: its django.setup() would re-bind the logging handlers to
    this test's captured stderr.)"""
    try:
        call_command("ledger", "verify", stdout=StringIO())
    except CommandError as error:
        return error.returncode, str(error)
    return 0, ""


@pytest.mark.parametrize("field", ["b_text", "zero_prime_question", "b2_text"])
def test_an_edited_seed_fails_ledger_verify_and_is_named(
        cycle_walk: Any, field: str) -> None:
    seed = Seed.objects.get(cycle_id=cycle_walk())
    call_command("ledger", "verify", stdout=StringIO())  # intact: passes
    Seed.objects.filter(pk=seed.pk).update(**{field: "Rewritten after the fact."})
    status, output = _ledger_verify_exit()
    assert status != 0
    assert seed.seed_id in output and "edited" in output


def test_an_edited_seed_document_is_named_by_verify_ledger(cycle_walk: Any) -> None:
    from cycles.ledger import seed_digest

    seed = Seed.objects.get(cycle_id=cycle_walk())
    entry = LedgerEntry.objects.get(kind="seed", payload__seed_id=seed.seed_id)
    assert entry.payload["seed_digest"] == seed.digest == seed_digest(seed)
    Seed.objects.filter(pk=seed.pk).update(document={"forged": True})
    verdict = verify_ledger()
    assert not verdict.ok and verdict.first_broken_seq == entry.seq and seed.seed_id in verdict.message


def test_the_seed_carries_the_section_9_fields(agent_client: Any, operator: Any, cycle_walk: Any) -> None:
    first = Seed.objects.get(cycle_id=cycle_walk())
    second = Seed.objects.get(cycle_id=cycle_walk())
    document = getattr(second, "document", {})
    assert document["parent_seed_hash"] == first.digest
    assert document["scope"]["agent"] == agent_client.agent.name and document["scope"]["classification"]
    for block in ("candidate", "validation", "human_attestation", "decision", "session_ids", "timestamp"):
        assert block in document, block
    assert document["decision"]["outcome"] == "HOLD" and document["decision"]["reasons"]
    assert document["decision"]["monitoring"]["canary"] is None
    assert document["human_attestation"]["X"]["actor"] == operator.get_username()
    assert document["human_attestation"]["Z"]["subject_digest"]


def test_a_promoted_cycle_seed_has_the_active_prompt_digest_and_full_blocks(
        db: Any, settings: Any, approver_factory: Any) -> None:
    approver = approver_factory()
    agent = make_agent()
    cycle = CycleFactory(agent=agent, through="Q", approver=approver)
    packet = make_promotable(cycle, approver, content="# debugging\nReport weakened checks.\n")
    call_command("promote", "--yes", str(packet.candidate.pk), "--evaluation", packet.run.result_digest, stdout=StringIO())
    promotion = Promotion.objects.get()
    from cycles import services

    LensFinding.objects.create(cycle=cycle, subject_ref=packet.candidate.subject_ref, coordinate="GS",
                               source_label="GS", source_notation="literal-v1", status="pass",
                               evidence=f"checked with {SECRET}", recorded_by="approver")
    AgentSession.objects.create(agent=agent, session_id="hermes-session-7")
    services.output_submit(cycle_id=cycle.pk, agent=agent, phase="P", text=PHASE_TEXTS["P"])
    services.output_submit(cycle_id=cycle.pk, agent=agent, phase="V", text=PHASE_TEXTS["V"])
    seed = Seed.objects.get(cycle=cycle)
    assert seed.decision == "PROMOTE"
    assert seed.prompt_digest == promotion.version_digest == active_version(agent.name)
    document = getattr(seed, "document", {})
    assert document["candidate"]["proposed_version"] == packet.candidate.content_digest
    assert document["candidate"]["target_path"] == packet.candidate.target_path
    assert document["validation"]["result_digest"] == packet.run.result_digest
    assert document["validation"]["held_out"]["steps"] == {"held_out": "passed"}
    assert document["human_attestation"]["promotion_authorization"]["actor"] == approver.get_username()
    assert document["decision"]["monitoring"]["canary"]["status"] == promotion.canary_status
    assert document["scope"]["target_stratum"] == packet.candidate.target_stratum
    assert document["validation"]["lens_matrix"]["GS"] == {
        "status": "pass", "evidence": "checked with [REDACTED]", "notation": "literal-v1", "recorded_by": "approver"}
    assert "hermes-session-7" in document["session_ids"]
    assert verify_ledger().ok


@pytest.fixture
def approver_factory(settings: Any) -> Any:
    from tests.promotion.helpers import make_operator

    settings.QLN_ALLOW_ANY_PROMOTER_USER = True
    return lambda: make_operator("approver")
