"""Candidates waiting for a human in the review queue (R-UI-1, issue 12).

LENS: a live candidate whose 25-lens audit is not complete (only a human
records it). PROMOTION: the latest evaluation finished PASS and no operator
has decided its promotion yet. HOLD: the latest evaluation finished HOLD —
the missing evidence is named. REJECT: the latest evaluation of the newest
candidate for a target finished REJECT — the operator reads why and asks
the agent for a new candidate (or re-runs after recording what was wrong).
REVIEW: the latest evaluation passed every machine gate and waits at step 11 for
the human outcome review of Z's human criteria (issue 26 item 7); a run reviewed
as met is then a PROMOTION item, one reviewed as not met a REJECT.
"""
from __future__ import annotations

from collections.abc import Iterable

from django.db.models import Count
from django.urls import reverse

from cycles.choices import AttestationKind, LedgerKind
from cycles.models import Attestation, LedgerEntry, LensFinding
from cycles.queue import ReviewItem, excerpt
from evaluation.candidates.hold_close import DECISION as HOLD_ACCEPTED
from evaluation.candidates.models import Candidate, EvaluationRun, RunStatus
from evaluation.candidates.outcome_review import WAITING, outcome_of
from evaluation.candidates.results_view import verdict_reasons

DIFF_LINES = 12


def _changed_lines(candidate: Candidate) -> str:
    lines = [line for line in candidate.diff.splitlines()
             if line.startswith(("+", "-")) and not line.startswith(("+++", "---"))]
    return excerpt("\n".join(lines[:DIFF_LINES]) or candidate.content)


def _reason_sentences(run: EvaluationRun) -> tuple[str, ...]:
    sentences = []
    for reason in verdict_reasons(run):
        prefix = f"{reason['name']} ({reason['status']}): " if reason["name"] else ""
        sentences += [excerpt(prefix + item, 300) for item in reason["items"]]
    return tuple(sentences[:8])


def _url(candidate: Candidate, anchor: str = "") -> str:
    return reverse("qln-candidate-detail", args=[candidate.pk]) + anchor


def lens_items(live: list[Candidate]) -> Iterable[ReviewItem]:
    recorded = dict(
        LensFinding.objects.filter(subject_ref__in=[c.subject_ref for c in live])
        .values_list("subject_ref").annotate(n=Count("coordinate", distinct=True))
    )
    for candidate in live:
        done = recorded.get(candidate.subject_ref, 0)
        if done >= 25:
            continue
        yield ReviewItem(
            kind="LENS", title=f"candidate {candidate.pk}: {candidate.target_path}", url=_url(candidate, "#lens-card"),
            waiting_since=candidate.created_at, digest=candidate.content_digest, agent=candidate.cycle.agent.name,
            text=_changed_lines(candidate),
            detail=(f"{done} of 25 lens coordinates recorded; {25 - done} to go.",), cycle_id=candidate.cycle_id,
        )


def candidate_items() -> Iterable[ReviewItem]:
    live = list(Candidate.objects.filter(invalidated_at__isnull=True).select_related("cycle__agent"))
    yield from lens_items(live)
    newest: dict[tuple[int, str], int] = {}
    for candidate in live:
        key = (candidate.cycle_id, candidate.target_path)
        newest[key] = max(newest.get(key, 0), candidate.pk)
    latest: dict[int, EvaluationRun] = {}
    runs = EvaluationRun.objects.filter(status=RunStatus.FINISHED, candidate__invalidated_at__isnull=True)
    for run in runs.select_related("candidate__cycle__agent").order_by("candidate_id", "-finished_at", "-id"):
        latest.setdefault(run.candidate_id, run)
    decided = set(
        Attestation.objects.filter(kind=AttestationKind.PROMOTION, invalidated_at__isnull=True)
        .values_list("subject_ref", flat=True)
    ) | set(  # a HOLD accepted and closed (hold_close.py) is decided too
        LedgerEntry.objects.filter(kind=LedgerKind.DECISION, payload__decision=HOLD_ACCEPTED)
        .values_list("subject", flat=True)
    )
    for run in latest.values():
        candidate = run.candidate
        effective = outcome_of(run)  # issue 26 item 7: the signed result plus the outcome reviews bound to it
        verdict = effective.verdict
        if verdict in ("PASS", "HOLD") and candidate.subject_ref in decided:  # a HOLD can be rejected (issue 27)
            continue
        if verdict in ("REJECT", "HOLD") and newest.get((candidate.cycle_id, candidate.target_path)) != candidate.pk:
            continue  # a newer candidate for the same target replaced it
        if verdict not in ("PASS", "HOLD", "REJECT"):
            continue
        kind = "REVIEW" if effective.awaits_review else {"PASS": "PROMOTION"}.get(verdict, verdict)
        detail = ("Every mandatory gate passed: approve or reject the promotion.",) if kind == "PROMOTION" \
            else (f"Every machine gate passed; {WAITING} of {', '.join(effective.pending)} at step 11: read "
                  f"evaluation {run.pk}'s evidence and review each (met / not met).",) if kind == "REVIEW" \
            else _reason_sentences(run)
        page = _url(candidate)
        anchor = {"PROMOTION": "#promotion-card", "REVIEW": "#acceptance-card"}.get(kind, "#evaluation-card")
        actions = ((("Review the outcome on the run's evidence", page + "#acceptance-card"),) if kind == "REVIEW"
                   else (("What is missing, and where it comes from", page + "#verdict-reasons"),
                    ("Evaluate again (after supplying it)", page + "#evaluation-card"),
                    ("Reject the candidate with a reason", page + "#hold-reject"),
                    ("Accept the HOLD and close: no change made", page + "#hold-close"))
                   if kind == "HOLD" else (("Why it was rejected", page + "#verdict-reasons"),) if kind == "REJECT" else ())
        yield ReviewItem(
            kind=kind,
            title=f"candidate {candidate.pk}: {candidate.target_path}",
            url=_url(candidate, anchor),
            waiting_since=run.finished_at or run.created_at,
            digest=run.result_digest or candidate.content_digest,
            agent=candidate.cycle.agent.name,
            text=_changed_lines(candidate),
            detail=detail,
            cycle_id=candidate.cycle_id,
            actions=actions,
        )
