"""Operator form actions that survive an expired session (issue 12: no dead ends).

`operator_action` wraps a POST-only operator view:

- GET on the action address sends the operator back to the object's page
  with a message (never a blank 405);
- a POST without a session (it expired, or the cookie was cleared) records
  nothing: the submitted fields are kept in the new anonymous session, the
  operator logs in and lands on the object's page, where `take_pending`
  hands the form its values back to be sent again — knowingly, against the
  digest shown then;
- a logged-in operator without `perm` gets the 403 page.
"""
from __future__ import annotations

from functools import wraps
from typing import Any, Callable

from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect

PENDING_KEY = "qln_pending_action"
MAX_FIELD = 4000


def operator_action(*, back: Callable[..., str], fields: tuple[str, ...], perm: str, what: str) -> Callable:
    """Decorate a view `view(request, **kwargs)`; `back(**kwargs)` is the object's page."""

    def decorate(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @wraps(view)
        def wrapper(request: HttpRequest, **kwargs: Any) -> HttpResponse:
            page = back(**kwargs)
            if request.method != "POST":
                messages.info(request, f"Nothing was recorded: {what} is sent from the form on this page.")
                return redirect(page)
            if not request.user.is_authenticated:
                kept = {name: request.POST.get(name, "")[:MAX_FIELD] for name in fields if name in request.POST}
                request.session[PENDING_KEY] = {"page": page, "action": request.path, "what": what, "data": kept}
                messages.warning(
                    request, f"Your session had ended, so {what} was not recorded. Log in: the page opens again "
                    "with your input filled in, for you to check and send.",
                )
                return redirect_to_login(page)
            if not request.user.has_perm(perm):
                raise PermissionDenied
            return view(request, **kwargs)

        return wrapper

    return decorate


def take_pending(request: HttpRequest, page: str) -> dict[str, Any] | None:
    """The kept input of an action whose session ended, once, on the page it belongs to."""
    pending = request.session.get(PENDING_KEY)
    if not pending or pending.get("page") != page:
        return None
    del request.session[PENDING_KEY]
    return pending
