"""Step 11 after the run: the human outcome review (issue 26 item 7, seed §17.1 step 11).

The evaluator never waits for a human. When a run finishes with every machine gate passing and
only Z's ``human`` criteria outstanding, its signed verdict is HOLD and step 11's evidence (inside
the result digest the evaluator signs) carries ``outcome_review = {code: OUTCOME_REVIEW_REQUIRED,
criteria: [...], z_digest}``. A reviewer (``cycles.attest``, never the proposer) then reviews each
of those criteria on the finished run's evidence: one passkey-signed act of kind ``REVIEW`` on
``candidate:<id>:REVIEW:<criterion>``, decision ``met`` or ``unmet`` with a note, bound to the
candidate's content digest and the run's RESULT digest (the digest the PROMOTION attestation binds),
recorded as a ledger entry (attestation, payload kind ``OUTCOME_REVIEW``) and nowhere else.

The evaluator's signed result is never rewritten: the *effective* outcome (:func:`outcome_of`) is
the signed result plus the signed reviews bound to its digest —

- every required criterion reviewed ``met``  → PASS (code ``OUTCOME_REVIEWED``);
- any reviewed ``unmet``                     → REJECT (code ``OUTCOME_REVIEW_NOT_MET``): the human who
  stated Z finds this content does not meet it, so this candidate cannot pass; a changed candidate
  is a new proposal (docs/evaluation.md "Human outcome review");
- otherwise                                  → HOLD (code ``OUTCOME_REVIEW_REQUIRED``).

The promoter does not trust this module's reading: ``promotion.preflight.check_outcome_review``
verifies every review's signature and digest binding from the ledger (``ActVerifier.verify_review``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.db import transaction

from cycles import events
from cycles.choices import LedgerKind
from cycles.ledger import ledger_append
from cycles.models import LedgerEntry, SignedAct
from cycles.signing.payload import note_text, review_subject
from cycles.signing.web import require_signed
from evaluation.candidates.exceptions import CandidateError

ACT_KIND = "REVIEW"  # the signed act's kind (cycles/signing/payload.py)
LEDGER_KIND = "OUTCOME_REVIEW"  # the ledger entry's payload kind
REQUIRED = "OUTCOME_REVIEW_REQUIRED"
REVIEWED = "OUTCOME_REVIEWED"
NOT_MET = "OUTCOME_REVIEW_NOT_MET"
WAITING = "waiting for the human outcome review"
MET, UNMET = "met", "unmet"


def ledger_subject(candidate_id: int) -> str:
    return f"outcome-review:candidate:{candidate_id}"


def required_record(run: Any) -> dict[str, Any] | None:
    """Step 11's ``outcome_review`` record when this finished run waits for the human outcome review."""
    if run is None or run.status != "finished" or run.verdict != "HOLD" or not hasattr(run, "steps"):
        return None
    step = next((s for s in run.steps.all() if s.key == "human_outcome_review"), None)
    record = (step.evidence or {}).get("outcome_review") if step is not None else None
    if not isinstance(record, dict) or record.get("code") != REQUIRED or not record.get("criteria"):
        return None
    return record


def required_ids(run: Any) -> list[str]:
    record = required_record(run)
    return [str(c.get("id")) for c in (record or {}).get("criteria") or [] if isinstance(c, dict)]


def reviews(run: Any) -> dict[str, dict[str, Any]]:
    """The recorded reviews of this run, earliest per criterion, bound to its result digest (read from the ledger)."""
    found: dict[str, dict[str, Any]] = {}
    if not run.result_digest:
        return found
    entries = LedgerEntry.objects.filter(kind=LedgerKind.ATTESTATION, subject=ledger_subject(run.candidate_id),
                                         payload__kind=LEDGER_KIND, payload__run=run.pk).order_by("seq")
    for entry in entries:
        payload = entry.payload or {}
        if payload.get("result_digest") != run.result_digest:
            continue
        found.setdefault(str(payload.get("criterion")), {
            "seq": entry.seq, "entry_digest": entry.entry_digest, "decision": payload.get("decision"),
            "note": payload.get("note", ""), "actor": payload.get("actor"), "at": payload.get("at"),
            "result_digest": payload.get("result_digest"),
        })
    return found


@dataclass
class Outcome:
    """The effective outcome of one run: its signed verdict plus the reviews bound to its result digest."""
    verdict: str
    code: str = ""
    reasons: list[str] = field(default_factory=list)
    required: list[str] = field(default_factory=list)
    pending: list[str] = field(default_factory=list)
    reviews: dict[str, dict[str, Any]] = field(default_factory=dict)

    @property
    def awaits_review(self) -> bool:
        return self.code == REQUIRED

    def as_dict(self) -> dict[str, Any]:
        return {"verdict": self.verdict, "code": self.code or None, "reasons": self.reasons,
                "required": self.required, "pending": self.pending,
                "reviews": {k: {f: v[f] for f in ("decision", "note", "actor", "at", "seq")}
                            for k, v in self.reviews.items()}}


def outcome_of(run: Any) -> Outcome:
    """The effective outcome: the evaluator's verdict, or — for a run waiting at step 11 — what the reviews make it."""
    if run is None:
        return Outcome("")
    required = required_ids(run)
    if not required:
        return Outcome(run.verdict or "", reasons=[str(r) for r in getattr(run, "verdict_reasons", None) or []])
    done = reviews(run)
    unmet = [c for c in required if (done.get(c) or {}).get("decision") == UNMET]
    pending = [c for c in required if c not in done]
    if unmet:
        return Outcome("REJECT", NOT_MET, [f"{NOT_MET}: {c} reviewed as not met by {done[c]['actor']}: {done[c]['note']}"
                                           for c in unmet], required, pending, done)
    if pending:
        return Outcome("HOLD", REQUIRED, [f"{REQUIRED}: {WAITING} of {', '.join(pending)}"], required, pending, done)
    return Outcome("PASS", REVIEWED, [f"{REVIEWED}: {', '.join(required)} reviewed as met on this run's result"],
                   required, [], done)


def latest_run(candidate: Any) -> Any:
    return candidate.runs.order_by("-created_at", "-id").first()


def review(*, candidate: Any, run: Any, criterion_id: str, decision: str, note: str, actor: Any,
           signed_act: SignedAct | None = None, result_digest: str | None = None) -> dict[str, Any]:
    """Record one reviewer's signed outcome review of one human criterion of ``run`` (refusals record nothing)."""
    refuse_unless_reviewable(candidate=candidate, run=run, criterion_id=criterion_id, decision=decision, note=note,
                             actor=actor, result_digest=result_digest)
    note = note_text(note)[:2000]
    with transaction.atomic():
        run = type(run).objects.select_for_update().get(pk=run.pk)
        if criterion_id in reviews(run):
            raise CandidateError("ALREADY_REVIEWED", f"criterion {criterion_id} of evaluation {run.pk} is already "
                                                     "reviewed", http_status=409)
        require_signed(signed_act, actor=actor, kind=ACT_KIND, subject=review_subject(candidate.pk, criterion_id),
                       digest=candidate.content_digest, decision=decision, result_digest=run.result_digest,
                       note=note or None)
        record = required_record(run) or {}
        text = next((str(c.get("text", "")) for c in record.get("criteria") or [] if c.get("id") == criterion_id), "")
        entry = ledger_append(kind=LedgerKind.ATTESTATION, subject=ledger_subject(candidate.pk), payload={
            "kind": LEDGER_KIND, "cycle": candidate.cycle_id, "candidate": candidate.pk, "run": run.pk,
            "result_digest": run.result_digest, "content_digest": candidate.content_digest,
            "z_digest": record.get("z_digest"), "criterion": criterion_id, "criterion_text": text,
            "decision": decision, "note": note, "actor": actor.get_username(), "actor_id": actor.pk,
            "signed": signed_act.ledger_form() if signed_act is not None else None,
        })
        events.emit("outcome_reviewed", cycle=candidate.cycle, candidate=candidate.pk, run=run.pk,
                    criterion=criterion_id, decision=decision, actor=actor.get_username())
        effective = outcome_of(run)
        if effective.verdict == "REJECT":
            from cycles.interventions import cycle_settle

            cycle_settle(candidate.cycle_id)
    return {"seq": entry.seq, "entry_digest": entry.entry_digest, "outcome": effective.as_dict()}


def refuse_unless_reviewable(*, candidate: Any, run: Any, criterion_id: str, decision: str, note: str, actor: Any,
                             result_digest: str | None) -> None:
    """Every refusal a review can meet before its signature is checked, each with its code (nothing is written)."""
    if not actor.has_perm("cycles.attest"):
        raise CandidateError("FORBIDDEN", "only operators with the attest permission review outcomes", http_status=403)
    if candidate.proposer_user_id is not None and candidate.proposer_user_id == actor.pk:
        raise CandidateError("SEPARATION_OF_DUTIES", "the proposer cannot review this candidate's outcome",
                             http_status=403)
    if candidate.invalidated_at is not None:
        raise CandidateError("CANDIDATE_INVALIDATED", "this candidate is no longer live", http_status=409)
    if run is None or run.candidate_id != candidate.pk:
        raise CandidateError("NO_SUCH_RUN", "no evaluation run of this candidate was named", http_status=404)
    newest = latest_run(candidate)
    if newest is not None and newest.pk != run.pk:
        raise CandidateError("STALE_RUN", f"evaluation {run.pk} is not the latest run of candidate {candidate.pk} "
                                          f"(evaluation {newest.pk} is); review the latest one", http_status=409)
    if result_digest is not None and result_digest != run.result_digest:
        raise CandidateError("RESULT_DIGEST_MISMATCH", f"the review names result {result_digest[:16]}…, evaluation "
                                                       f"{run.pk}'s result is {run.result_digest[:16]}…; reload the page",
                             http_status=409)
    required = required_ids(run)
    if not required:
        raise CandidateError("NO_REVIEW_PENDING", f"evaluation {run.pk} does not wait for a human outcome review "
                                                  f"({run.status}, {run.verdict or 'no verdict'})", http_status=409)
    if criterion_id not in required:
        raise CandidateError("NO_SUCH_CRITERION", f"evaluation {run.pk} waits for no review of {criterion_id!r} "
                                                  f"(it waits for {', '.join(required)})")
    if decision not in (MET, UNMET):
        raise CandidateError("BAD_DECISION", f"a review is met or unmet, not {decision!r}")
    if decision == UNMET and not note_text(note):
        raise CandidateError("REASON_REQUIRED", "a criterion reviewed as not met needs a note; nothing was recorded")
