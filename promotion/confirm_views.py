"""The page where a human confirms a rollback only the agent's reports call for (issue 24 §5).

GET shows the HOLD request, what to check and the passkey form (``templates/_act_sign.html``,
``static/qlnweb/passkey.js``); POST verifies the signed act and records it
(:func:`promotion.confirmations.rollback_confirm`). The rollback itself is `promoter run`'s,
after it verifies the signature from the ledger.
"""
from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET

from core.pending import operator_action
from cycles.act_form import act_form
from cycles.signing.payload import note_text
from cycles.signing.services import SigningError
from cycles.signing.web import signed_act_from_post
from promotion import selectors
from promotion.choices import RollbackRequestStatus
from promotion.confirmations import REASON_MAX, ROLLBACK, rollback_confirm, rollback_subject
from promotion.exceptions import PromotionError
from promotion.models import RollbackRequest


def _get_request_for_user(request: HttpRequest, request_id: int) -> RollbackRequest:
    return selectors.rollback_request_get(request_id=request_id)


def _page(request_id: int) -> str:
    return reverse("qln-rollback-request", args=[request_id])


@require_GET
@login_required
def rollback_request_detail(request: HttpRequest, request_id: int) -> HttpResponse:
    rollback = _get_request_for_user(request, request_id)
    promotion = rollback.promotion
    confirmable = rollback.status == RollbackRequestStatus.HOLD and request.user.has_perm("cycles.attest")
    act = act_form(request, kind=ROLLBACK, ref=promotion.pk, digest=promotion.version_digest,
                   note_field="reason") if confirmable else None
    return render(request, "promotion/rollback_request.html", {
        "rollback": rollback, "promotion": promotion, "act": act, "subject": rollback_subject(rollback),
    })


@operator_action(back=_page, fields=("reason",), perm="cycles.attest", what="your rollback confirmation")
def rollback_request_confirm(request: HttpRequest, request_id: int) -> HttpResponse:
    rollback = _get_request_for_user(request, request_id)
    promotion = rollback.promotion
    try:
        with transaction.atomic():  # the nonce is used up only with the confirmation it signed
            reason = note_text(request.POST.get("reason", ""))[:REASON_MAX]  # bound into the signature
            signed = signed_act_from_post(request.POST, actor=request.user, kind=ROLLBACK, decision="approve",
                                          subject=rollback_subject(rollback), digest=promotion.version_digest,
                                          note=reason)
            entry = rollback_confirm(request=rollback, actor=request.user, signed_act=signed, reason=reason)
        messages.success(request, f"Rollback confirmed (ledger #{entry.seq}): the promoter executes it at its next "
                                  "`promoter run`, after verifying your signature.")
    except SigningError as error:
        messages.error(request, f"{error.code}: {error.detail}")
    except PromotionError as error:
        messages.error(request, f"ROLLBACK_REFUSED: {error}")
    return redirect(_page(rollback.pk))
