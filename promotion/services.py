"""Promote (R-P-2): with :mod:`promotion.rollback` (R-P-3), the only writers of the active store.

Order of a promotion, each step journalled (see journal.py): checks under the
lock → snapshot → stage → seal → verify → commit (Promotion row + ledger, the
commit point) → pointer temp → pointer swap → activation staged. A failure
before the commit leaves the old version; after it, recovery rolls forward.
"""
from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

from django.db import transaction

from cycles import events
from cycles.choices import LedgerKind
from cycles.interventions import cycle_settle
from cycles.ledger import ledger_append
from evaluation.candidates.models import Candidate, EvaluationRun
from promotion import packaging, store
from promotion.activation import FAILED, profiles_activate
from promotion.anchors import anchor_write
from promotion.choices import CanaryStatus, JournalOp, PromotionStatus
from promotion.exceptions import PromotionError, PromotionRefused
from promotion.journal import Journal, clear_journal, crash_point
from promotion.locking import promotion_lock
from promotion.models import AgentVersion, Promotion
from promotion.preflight import Packet, run_checks
from promotion.recovery import mark_activated, store_recover
from promotion.rollback import rollback_locked

UNSET: Any = object()


def _load_packet(candidate_id: int, evaluation_digest: str, expected_active: str | None) -> Packet:
    candidate = Candidate.objects.select_related("cycle__agent").filter(pk=candidate_id).first()
    if candidate is None:
        raise PromotionRefused(f"candidate {candidate_id} does not exist", check="candidate_digest")
    run = EvaluationRun.objects.filter(candidate=candidate, result_digest=evaluation_digest).order_by("-id").first()
    if run is None:
        raise PromotionRefused(
            f"candidate {candidate_id} has no evaluation with result digest {evaluation_digest}",
            check="evaluation_digest",
        )
    return Packet(candidate=candidate, run=run, evaluation_digest=evaluation_digest, expected_active=expected_active)


def _record_refusal(packet: Packet, refused: PromotionRefused, os_user: str) -> None:
    """A refused promotion leaves a ledger entry naming the check (issue 24 "Bad input"); nothing else changes."""
    with transaction.atomic():
        ledger_append(kind=LedgerKind.REFUSAL, subject=f"candidate:{packet.candidate.pk}", payload={
            "check": refused.check, "detail": str(refused)[:2000], "evaluation": packet.run.pk,
            "result_digest": packet.run.result_digest, "os_user": os_user})


def _verdict_shown(run: Any) -> str:
    """The evaluator's signed verdict, and for a run that waited at step 11 what the verified reviews made it."""
    from evaluation.candidates.outcome_review import REQUIRED, required_ids

    waited = required_ids(run)
    return f"PASS (signed HOLD {REQUIRED}; outcome reviewed as met: {', '.join(waited)})" if waited else run.verdict


def promotion_summary(packet: Packet) -> dict[str, Any]:
    """What the human at the terminal confirms (issue 24 §4): candidate, diff stat, verdict, who approved and when."""
    candidate, run = packet.candidate, packet.run
    lines = candidate.diff.splitlines()
    added = sum(1 for line in lines if line.startswith("+") and not line.startswith("+++"))
    removed = sum(1 for line in lines if line.startswith("-") and not line.startswith("---"))
    return {
        "candidate": candidate.pk, "agent": candidate.cycle.agent.name, "target": candidate.target_path,
        "diff": f"+{added} -{removed} lines", "cycle": candidate.cycle_id, "verdict": _verdict_shown(run),
        "evaluation": run.pk, "result_digest": run.result_digest,
        "evaluator_key": getattr(run, "evaluator_key_mode", "") or "unsigned",
        "replaces": packet.expected_active or "nothing",
        "runner": str((run.evaluator or {}).get("runner") or "none recorded"),
        "fast_evaluation_reason": packet.fast_evaluation_reason,
        "approvals": {kind: act.as_dict() for kind, act in packet.acts.items()},
    }


def promotion_execute(
    *, candidate_id: int, evaluation_digest: str, os_user: str, expected_active: str | None = UNSET,
    canary_turns: int = 25, confirm: Callable[[dict[str, Any]], bool] | None = None,
    fast_evaluation_reason: str | None = None,
) -> Promotion:
    """R-P-2: check everything, then activate the candidate's version atomically.

    `fast_evaluation_reason` is the operator's `--accept-fast-evaluation --reason`: without it a PASS from the
    direct-model runner is refused (check `evaluation_runner`); with it the choice is in the ledger entry.

    `expected_active` UNSET means "the version the candidate was made from";
    pass None to expect an empty store. `confirm` is shown the summary once every
    check passed and must answer True (the human at the terminal; `--yes`).
    Raises PromotionError subclasses.
    """
    root = store.ensure_layout()
    with promotion_lock(root):
        store_recover(root)
        packet = _load_packet(candidate_id, evaluation_digest, None)
        packet.fast_evaluation_reason = fast_evaluation_reason
        agent = packet.candidate.cycle.agent
        store.migrate_legacy_pointer(agent.name, root)
        packet.expected_active = packet.candidate.parent_version_digest or None
        if expected_active is not UNSET:
            packet.expected_active = expected_active or None
        try:
            evidence = run_checks(packet)
            if confirm is not None and not confirm(promotion_summary(packet)):
                raise PromotionRefused("the human at the terminal did not confirm; nothing changed", check="confirmation")
        except PromotionRefused as refused:
            _record_refusal(packet, refused, os_user)
            raise
        journal = Journal(op=JournalOp.PROMOTE, attempt=str(uuid.uuid4()), agent=agent.name,
                          old_pointer=store.read_pointer(agent.name, root))
        journal.record(root, "snapshot")
        try:
            promotion = _activate(root, journal, packet, evidence, os_user, canary_turns)
        except PromotionError:
            store_recover(root)
            raise
        except Exception as exc:
            store_recover(root)  # restore the prior pointer before reporting (seed §18.3)
            raise PromotionError(f"activation failed and was undone: {exc}", check="activation") from exc
        outcomes = profiles_activate(agent.pk, promotion.version_digest)
        journal.record(root, "profiles_activated")
        clear_journal(root)
        anchor_write(root)
        failed = [o for o in outcomes if o.status == FAILED]
        if failed:
            # §18.3: "If activation fails, restore the prior pointer before returning success."
            reason = "activation failed: " + "; ".join(o.line() for o in failed)
            rollback_locked(root, promotion, reason, os_user, requested_by="promote:activation")
            raise PromotionError(f"{reason}; the prior pointer and profiles were restored", check="activation")
    promotion.refresh_from_db()
    promotion.profile_outcomes = outcomes  # type: ignore[attr-defined]
    return promotion


def _activate(
    root: Any, journal: Journal, packet: Packet, evidence: dict[str, Any], os_user: str, canary_turns: int
) -> Promotion:
    staging = root / store.VERSIONS / f"{store.STAGING_PREFIX}{journal.attempt}"
    agent = journal.agent
    files = store.compose_files(journal.old_version, packaging.proposed_files(packet.candidate), root)
    half = len(files) // 2

    def on_file(index: int) -> None:
        if index == half:
            crash_point("staging")

    digest = store.stage_version(files, staging, on_file=on_file)
    preexisting = store.version_dir(digest, root).exists()
    journal.record(root, "staged", new_version=digest, version_preexisting=preexisting)
    if preexisting:
        store.remove_tree(staging)
    else:
        store.seal_version(staging, digest, root)
    journal.record(root, "sealed")
    check = store.verify_version(digest, root)
    if not check.ok:
        raise PromotionError("the sealed version does not match its manifest: " + "; ".join(check.problems), check="package")
    journal.record(root, "verified")
    promotion = _commit_promotion(journal, packet, evidence, digest, os_user, canary_turns)
    crash_point("committed")
    journal.record(root, "commit_recorded", promotion_id=promotion.pk)
    store.prepare_pointer(agent, digest, root, promotion=promotion.pk, previous=journal.old_version)
    journal.record(root, "pointer_tmp")
    store.commit_pointer(agent, root)
    journal.record(root, "pointer_swapped")
    mark_activated(promotion)
    journal.record(root, "activation_staged")
    promotion.refresh_from_db()

    cycle_settle(packet.candidate.cycle_id)  # a cycle waiting at V completes with its PROMOTE (issue 10)
    return promotion


@transaction.atomic
def _commit_promotion(
    journal: Journal, packet: Packet, evidence: dict[str, Any], digest: str, os_user: str, canary_turns: int
) -> Promotion:
    """The commit point: Promotion row, superseded predecessor and ledger entry in one transaction."""
    agent_id = packet.candidate.cycle.agent_id
    current = Promotion.objects.select_for_update().filter(agent_id=agent_id, status=PromotionStatus.ACTIVE).first()
    if current is not None and current.version_digest != journal.old_version:
        raise PromotionRefused(
            f"lost update: the database's active version is {current.version_digest}, not {journal.old_version}",
            check="expected_active",
        )
    if current is not None:
        current.status = PromotionStatus.SUPERSEDED
        current.canary_status = CanaryStatus.CLOSED if current.canary_status == CanaryStatus.WATCHING else current.canary_status
        current.save(update_fields=["status", "canary_status"])
    promotion = Promotion.objects.create(
        attempt=journal.attempt, agent_id=agent_id, candidate_id=packet.candidate.pk, evaluation_run_id=packet.run.pk,
        candidate_digest=packet.candidate.content_digest, evaluation_digest=packet.run.result_digest,
        attestation=packet.attestation, version_digest=digest, previous_version=journal.old_version or "",
        os_user=os_user, evidence=evidence, canary_turns=canary_turns,
    )
    entry = ledger_append(
        kind=LedgerKind.PROMOTION, subject=f"promotion:{promotion.pk}",
        payload={
            "promotion": promotion.pk, "candidate": packet.candidate.pk, "candidate_digest": promotion.candidate_digest,
            "evaluation_digest": promotion.evaluation_digest, "version": digest,
            "previous": journal.old_version, "active_after": digest, "rollback_ref": promotion.rollback_ref,
            "attestation": packet.attestation.pk if packet.attestation else None, "os_user": os_user,
            "agent": journal.agent,
            # issue 26 item 1: the runner the PASS rests on, and the operator's acceptance of a fast one
            "runner": (evidence.get("evaluation_runner") or {}).get("runner"),
            "fast_evaluation": (evidence.get("evaluation_runner") or {}).get("fast_evaluation"),
        },
    )
    promotion.ledger_seq = entry.seq
    promotion.save(update_fields=["ledger_seq"])
    AgentVersion.objects.get_or_create(agent_id=agent_id, digest=digest,
                                       defaults={"source": "promotion", "files": len(store.tree_files(
                                           store.version_dir(digest) / store.TREE))})
    events.emit("promotion_committed", cycle=packet.candidate.cycle, promotion=promotion.pk, version=digest,
                previous=journal.old_version, candidate=packet.candidate.pk)
    return promotion
