"""Log in and out without dead ends (issue 12).

GET /accounts/logout/ answers a page with the POST button (Django's
LogoutView only takes POST and would answer a blank 405); the login form
keeps the username after a failed attempt (template).
"""
from __future__ import annotations

from typing import Any

from django.contrib.auth import views as auth_views
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render


class LogoutView(auth_views.LogoutView):
    http_method_names = ["get", "post", "options"]

    def get(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        return render(request, "registration/logout_confirm.html")
