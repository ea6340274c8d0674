"""The candidate page's PROMOTION form (R-AUTH-5), posted here: the promotion decision is promotion's (issue 28 item 4).

The page itself is the evaluation plane's (evaluation/candidates/views.py); the URL and its name,
``qln-candidate-promotion``, are unchanged.
"""
from __future__ import annotations

from django.contrib import messages
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse

from core.pending import operator_action
from cycles.signing.payload import attestation_subject, note_text
from cycles.signing.services import SigningError
from cycles.signing.web import signed_act_from_post
from evaluation.candidates import selectors
from evaluation.candidates.exceptions import CandidateError
from evaluation.candidates.services import promotion_subject_digest
from promotion.attest import promotion_attest


def _candidate_page_url(candidate_id: int) -> str:
    return reverse("qln-candidate-detail", args=[candidate_id])


@operator_action(back=_candidate_page_url, fields=("run", "digest", "decision", "note"), perm="cycles.attest",
                 what="your promotion decision")
def candidate_promotion(request: HttpRequest, candidate_id: int) -> HttpResponse:
    """PROMOTION attestation bound to sha256(content_digest:result_digest) of the run shown (R-AUTH-5)."""
    candidate = selectors.candidate_get(candidate_id=candidate_id)
    run = selectors.run_get_for_candidate(candidate=candidate, run_id=request.POST.get("run", ""))
    if run is None:  # a missing, foreign or malformed run id (issue 25 "Also": `run=abc` was a 500)
        messages.error(request, "NO_SUCH_RUN: the form named no evaluation run of this candidate; reload the page")
        return redirect("qln-candidate-detail", candidate_id=candidate.pk)
    if request.POST.get("digest") != promotion_subject_digest(candidate, run):
        messages.error(request, "STALE_DIGEST: the evaluation shown is not the one on record")
        return redirect("qln-candidate-detail", candidate_id=candidate.pk)
    try:
        decision = request.POST.get("decision", "")
        note = note_text(request.POST.get("note", ""))[:2000]  # as the browser hashed it into the signature
        with transaction.atomic():  # the nonce is used up only with the decision it signed
            signed = signed_act_from_post(
                request.POST, actor=request.user, kind="PROMOTION", decision=decision,
                subject=attestation_subject("PROMOTION", candidate.pk), digest=candidate.content_digest,
                result_digest=run.result_digest, note=note)
            promotion_attest(candidate=candidate, run=run, actor=request.user, decision=decision, note=note,
                             signed_act=signed)
        messages.success(request, "Promotion attestation recorded." if decision == "approve"
                         else "Promotion rejected; your reason is recorded with the decision.")
    except (CandidateError, SigningError) as error:
        messages.error(request, f"{error.code}: {error.detail}")
    return redirect("qln-candidate-detail", candidate_id=candidate.pk)
