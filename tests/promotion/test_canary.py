"""Canary (R-P-5): a hard failure files a rollback request the promoter executes; ambiguity is HOLD only."""
from __future__ import annotations

import os
from io import StringIO

from django.core.management import call_command

from evaluation.verdicts.models import AgentSession, ToolResult, VerdictEvent
from promotion import store
from promotion.active import active_version
from promotion.canary import canary_monitor
from promotion.canary_rules import AMBIGUOUS, HARD, PASSED, WATCHING, CanarySignals, Thresholds, assess
from promotion.models import Promotion, RollbackRequest
from tests.promotion.helpers import make_promotable


def _promote(cycle, approver, content: str, path: str) -> Promotion:
    packet = make_promotable(cycle, approver, content=content, target_path=path)
    call_command("promote", "--yes", str(packet.candidate.pk), "--evaluation", packet.run.result_digest,
                 "--canary-turns", "5", stdout=StringIO())
    return Promotion.objects.get(candidate=packet.candidate)


def _turns(agent, version: str, count: int, *, verdict: str = "SILENT", block: bool = False, drift: bool = False,
           loaded: str | None = None, session_id: str | None = None, rule_id: str = "protected-write") -> str:
    """`count` verdicts in a session pinned to `version` that loaded `loaded` (default: the same version)."""
    session_id = session_id or f"s-{agent.name}-{version[:8]}"
    AgentSession.objects.get_or_create(agent=agent, session_id=session_id, defaults={
        "active_version": version, "loaded_digest": version if loaded is None else loaded, "loaded_files": 1})
    for index in range(count):
        VerdictEvent.objects.create(
            agent=agent, session_id=session_id, tool_name="terminal", args_redacted={}, args_digest="d",
            body_shape="hermes", verdict=verdict, block=block, rule_id=rule_id if block else "",
            tiers={"tier1": {"status": "ok", "ms": 1.5}}, total_ms=2.0,
            active_version=version, register_signal={"composite": 3.1} if drift else None,
        )
    return session_id


def test_rules_separate_hard_from_ambiguous():
    assert assess(CanarySignals(turns=1, package_ok=False)).outcome == HARD
    assert assess(CanarySignals(turns=1, protected_path_attempts=1)).outcome == HARD
    assert assess(CanarySignals(turns=1, phase_gate_blocks=1)).outcome == HARD
    assert assess(CanarySignals(turns=3, tool_results=10, tool_errors=5)).outcome == HARD
    assert assess(CanarySignals(turns=3, tool_results=10, tool_errors=1)).outcome == WATCHING
    declining = CanarySignals(turns=25, nudges=10, baseline_nudge_rate=0.1)
    assert assess(declining).outcome == AMBIGUOUS
    assert assess(CanarySignals(turns=25, register_drift=2)).outcome == AMBIGUOUS
    assert assess(CanarySignals(turns=25, nudges=2, baseline_nudge_rate=0.1)).outcome == PASSED
    assert assess(CanarySignals(turns=4, nudges=4, baseline_nudge_rate=0.0), Thresholds(turns=5)).outcome == WATCHING


def test_a_hard_failure_is_rolled_back_by_the_promoter_run(promo_cycle, approver):
    first = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    second = _promote(promo_cycle, approver, "# two\n", "skills/two/SKILL.md")
    _turns(promo_cycle.agent, second.version_digest, 2, verdict="ESCALATE", block=True)  # protected-path attempts
    report = canary_monitor()
    assert report == [{"promotion": second.pk, "outcome": "hard", "findings": ["PROTECTED_PATH_ATTEMPT"]}]
    request = RollbackRequest.objects.get()
    assert request.code == "PROTECTED_PATH_ATTEMPT" and request.status == "pending"
    assert active_version("promo-agent") == second.version_digest, "the canary itself never rolls back"
    canary_monitor()  # runs again next minute: still one request
    assert RollbackRequest.objects.count() == 1
    out = StringIO()
    call_command("promoter", "run", stdout=out)
    request.refresh_from_db()
    second.refresh_from_db()
    assert request.status == "executed", out.getvalue()
    assert second.status == "rolled_back" and "PROTECTED_PATH_ATTEMPT" in second.rollback_reason
    assert active_version("promo-agent") == first.version_digest


def test_a_corrupted_active_package_is_a_hard_failure(promo_cycle, approver):
    promotion = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    skill = store.version_dir(promotion.version_digest) / "tree/skills/one/SKILL.md"
    os.chmod(skill, 0o644)
    skill.write_text("# tampered\n")
    canary_monitor()
    assert RollbackRequest.objects.get().code == "PACKAGE_DIGEST_MISMATCH"


def test_the_promoter_refuses_a_request_that_no_longer_holds(promo_cycle, approver):
    promotion = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    RollbackRequest.objects.create(promotion=promotion, code="TOOL_ERROR_RATE", detail="forged by a job")
    call_command("promoter", "run", stdout=StringIO())
    assert RollbackRequest.objects.get().status == "refused"
    assert active_version("promo-agent") == promotion.version_digest


def test_an_ambiguous_decline_is_hold_only(promo_cycle, approver):
    first = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    _turns(promo_cycle.agent, first.version_digest, 5, verdict="SILENT")
    second = _promote(promo_cycle, approver, "# two\n", "skills/two/SKILL.md")
    _turns(promo_cycle.agent, second.version_digest, 5, verdict="NUDGE", drift=True)
    canary_monitor()
    second.refresh_from_db()
    assert second.canary_status == "hold"
    assert {f["code"] for f in second.canary_findings} == {"NUDGE_RATE_UP", "REGISTER_DRIFT"}
    assert not RollbackRequest.objects.exists()
    assert active_version("promo-agent") == second.version_digest and second.status == "active"


def test_tool_errors_over_threshold_request_a_rollback(promo_cycle, approver):
    promotion = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    session_id = _turns(promo_cycle.agent, promotion.version_digest, 1)
    for status in ["error"] * 4 + ["ok"] * 2:
        ToolResult.objects.create(agent=promo_cycle.agent, session_id=session_id, tool_name="terminal", status=status)
    canary_monitor()
    assert RollbackRequest.objects.get().code == "TOOL_ERROR_RATE"


# R-P-11: the canary watches only the promoted agent's sessions that loaded the promoted version.

def test_another_agents_events_never_trip_the_canary(promo_cycle, approver):
    from cycles import events
    from tests.promotion.helpers import make_agent

    promotion = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    other = make_agent("someone-else")
    _turns(other, promotion.version_digest, 5, verdict="ESCALATE", block=True)  # blocks, same digest, other agent
    ToolResult.objects.bulk_create([ToolResult(agent=other, session_id="x", tool_name="t", status="error")] * 6)
    events.emit("phase_output_invalid", agent=other, cycle_id=1, phase="S", code="FOOTER_INVALID", detail="x")
    events.emit("phase_gate_blocked", agent=other, cycle_id=1, phase="G", code="PHASE_SKIP", detail="x")
    canary_monitor()
    promotion.refresh_from_db()
    assert not RollbackRequest.objects.exists() and promotion.canary_status == "watching"


def test_a_routine_attestation_wait_and_other_blocks_are_not_failures(promo_cycle, approver):
    from cycles import events

    promotion = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    _turns(promo_cycle.agent, promotion.version_digest, 2, verdict="ESCALATE", block=True, rule_id="sql-drop")
    events.emit("phase_gate_blocked", agent=promo_cycle.agent, cycle_id=promo_cycle.pk, phase="G",
                code="ATTESTATION_REQUIRED", detail="waiting for X")
    assert canary_monitor() == [{"promotion": promotion.pk, "outcome": "watching", "findings": []}]
    assert not RollbackRequest.objects.exists()


def test_a_phase_skip_by_the_promoted_agent_is_hard(promo_cycle, approver):
    from cycles import events

    promotion = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    _turns(promo_cycle.agent, promotion.version_digest, 1)
    events.emit("phase_gate_blocked", agent=promo_cycle.agent, cycle_id=promo_cycle.pk, phase="V", code="PHASE_SKIP",
                detail="skipped P")
    canary_monitor()
    assert RollbackRequest.objects.get().code == "FOOTER_OR_PHASE_SKIP"


def test_a_session_that_loaded_another_digest_trips_it(promo_cycle, approver):
    promotion = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    # A session on another host started after the sync grace period and loaded other files.
    session_id = _turns(promo_cycle.agent, promotion.version_digest, 1, loaded="f" * 64)
    from datetime import timedelta

    AgentSession.objects.filter(session_id=session_id).update(started_at=promotion.activated_at + timedelta(hours=1))
    canary_monitor()
    assert RollbackRequest.objects.get().code == "PACKAGE_DIGEST_MISMATCH"


def test_a_mismatch_inside_the_sync_grace_period_is_not_yet_a_failure(promo_cycle, approver):
    promotion = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    _turns(promo_cycle.agent, promotion.version_digest, 1, loaded="f" * 64)
    canary_monitor()
    assert not RollbackRequest.objects.exists()
