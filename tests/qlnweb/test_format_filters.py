"""The page filters of issue 27 item 9: human times with ISO on hover, refusals led by their sentence,
and the Admin link only for users who can do something there."""
from __future__ import annotations

import datetime as dt

import pytest
from django.contrib.auth.models import Permission, User
from django.template import Context, Template
from django.test import RequestFactory

from qlnweb.templatetags.qln_format import human_text, human_time, refusal

NOW = dt.datetime(2026, 12, 2, 7, 0, tzinfo=dt.timezone.utc)


@pytest.mark.parametrize(("ago", "text"), [
    (dt.timedelta(seconds=5), "just now"), (dt.timedelta(minutes=3), "3 minutes ago"),
    (dt.timedelta(minutes=1), "1 minute ago"), (dt.timedelta(hours=5, minutes=40), "5 hours ago"),
    (dt.timedelta(days=3, hours=0, minutes=46), "29 Nov 2026, 06:14"),
])
def test_human_text(ago, text):
    assert human_text(NOW - ago, now=NOW) == text


def test_human_time_wraps_the_words_in_time_with_the_iso_instant():
    value = dt.datetime(2026, 11, 2, 6, 14, 5, 123456, tzinfo=dt.timezone.utc)
    html = str(human_time(value))
    assert html == ('<time datetime="2026-11-02T06:14:05Z" title="2026-11-02T06:14:05Z">2 Nov 2026, 06:14</time>')
    assert human_time(None) == ""


def test_refusal_leads_with_the_sentence():
    assert refusal("NOT_AT_GATE: the cycle is at Q.") == {"sentence": "The cycle is at Q.", "code": "NOT_AT_GATE"}
    assert refusal("Attestation recorded.") == {"sentence": "Attestation recorded.", "code": ""}


def render_admin(user) -> str:
    request = RequestFactory().get("/")
    request.user = user
    return Template("{% admin_access as mode %}[{{ mode }}]").render(Context({"request": request}))


@pytest.mark.django_db
def test_admin_link_only_for_staff_with_some_admin_permission():
    staff = User.objects.create_user("staff", is_staff=True)
    assert render_admin(staff) == "[]"
    staff.user_permissions.add(Permission.objects.get(codename="view_cycle"))
    staff = User.objects.get(pk=staff.pk)
    assert render_admin(staff) == "[read]"
    staff.user_permissions.add(Permission.objects.get(codename="add_user"))
    assert render_admin(User.objects.get(pk=staff.pk)) == "[change]"
    assert render_admin(User.objects.create_user("plain", is_staff=False)) == "[]"
