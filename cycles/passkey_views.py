"""The operator's passkeys (issue 24 §1): the list with Remove, and enrolment with a one-time code.

Enrolment is WebAuthn registration driven by ``static/qlnweb/passkey.js``: the page posts the
code to :func:`passkey_enrol_options` (the options for ``navigator.credentials.create``), then
the browser's answer to :func:`passkey_enrol_finish`. Both answer JSON; a refusal is
``{"error": CODE, "detail": sentence}`` with a 4xx, which the page shows as it stands.
The RP ID and origin are the request's own (:func:`cycles.act_form.request_rp`), so a passkey
is enrolled for the host name the operator opened.
"""
from __future__ import annotations

import json
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from cycles.act_form import request_rp
from cycles.models import OperatorCredential
from cycles.signing.services import SigningError, credential_revoke, registration_finish, registration_options

CODE_MAX = 64


def _get_credential_for_user(request: HttpRequest, credential_pk: int) -> OperatorCredential:
    return get_object_or_404(OperatorCredential, pk=credential_pk, user_id=request.user.pk)


def _refusal(error: SigningError) -> JsonResponse:
    return JsonResponse({"error": error.code, "detail": error.detail, "check": error.extra.get("check")},
                        status=error.http_status)


def _body(request: HttpRequest) -> dict[str, Any]:
    try:
        body = json.loads(request.body or b"{}")
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}


def _bad_request(detail: str) -> JsonResponse:
    return JsonResponse({"error": "BAD_REQUEST", "detail": detail}, status=400)


@require_GET
@login_required
def passkey_list(request: HttpRequest) -> HttpResponse:
    rp_id, origin = request_rp(request)
    owner: Any = request.user  # logged in (the decorator)
    passkeys = OperatorCredential.objects.filter(user=owner).order_by("revoked_at", "-created_at")
    return render(request, "cycles/passkeys.html", {"passkeys": passkeys, "rp_id": rp_id, "origin": origin})


@require_POST
@login_required
def passkey_remove(request: HttpRequest, credential_pk: int) -> HttpResponse:
    """Revoke one of the operator's own passkeys (a ledger entry; the promoter drops it too)."""
    credential = _get_credential_for_user(request, credential_pk)
    credential_revoke(credential=credential, by=request.user.get_username(),
                      reason="removed by its operator on the passkeys page")
    messages.warning(request, f"Passkey {credential.credential_id[:16]}… removed: it can no longer sign your "
                              "decisions. The removal is in the ledger.")
    return redirect("qln-passkeys")


@require_http_methods(["GET", "POST"])
@login_required
def passkey_enrol(request: HttpRequest) -> HttpResponse:
    """The code form; a POST arrives only from a browser that ran no script, and is told why nothing happened."""
    rp_id, origin = request_rp(request)
    context: dict[str, Any] = {"rp_id": rp_id, "origin": origin}
    if request.method == "POST":
        context["refusal"] = {"code": "WEBAUTHN_UNAVAILABLE",
                              "detail": "Nothing was sent: enrolling a passkey runs in the page's script "
                                        "(WebAuthn), and this browser did not run it. Open this page in a "
                                        "current browser with JavaScript on."}
    return render(request, "cycles/passkey_enrol.html", context, status=400 if "refusal" in context else 200)


@require_POST
@login_required
def passkey_enrol_options(request: HttpRequest) -> JsonResponse:
    """The `navigator.credentials.create` options for the code in the body (user verification required)."""
    code = str(_body(request).get("code", "")).strip()[:CODE_MAX]
    if not code:
        return _bad_request("Type the one-time code an administrator gave you.")
    rp_id, _ = request_rp(request)
    try:
        options = registration_options(user=request.user, code=code, rp_id=rp_id)
    except SigningError as error:
        return _refusal(error)
    return JsonResponse({"publicKey": json.loads(options)})


@require_POST
@login_required
def passkey_enrol_finish(request: HttpRequest) -> JsonResponse:
    """Verify the new passkey against the code's registration and record it (ledger: key_enrolled)."""
    body = _body(request)
    code, response = str(body.get("code", "")).strip()[:CODE_MAX], body.get("response")
    if not code or not isinstance(response, dict):
        return _bad_request("The enrolment needs the code and the browser's answer.")
    rp_id, origin = request_rp(request)
    try:
        credential = registration_finish(user=request.user, code=code, response=response, rp_id=rp_id, origin=origin)
    except SigningError as error:
        return _refusal(error)
    return JsonResponse({"ok": True, "credential": credential.credential_id[:16], "rp_id": credential.rp_id,
                         "origin": credential.origin}, status=201)
