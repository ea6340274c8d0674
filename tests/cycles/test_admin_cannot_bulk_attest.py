"""Issue 11, bypass 6: the admin has no bulk attest action; a crafted POST of one is refused.

Finding: an action in ``cycles/admin.py`` approved X or Z for many cycles at
once, bound to whatever digest was current at the click, without showing the
text. Attestations are given only on the cycle page (text and digest shown,
one subject at a time).
"""
from __future__ import annotations

import pytest
from django.contrib import admin
from django.contrib.auth.models import User
from django.test import Client, RequestFactory
from django.urls import reverse

from cycles.models import Attestation, Cycle
from tests.factories import open_cycle, post_output

pytestmark = pytest.mark.django_db


@pytest.fixture
def superuser_client(db):
    user = User.objects.create_superuser("root-admin", "root@example.invalid", "correct horse battery")
    client = Client()
    client.force_login(user)
    client.user = user
    return client


@pytest.fixture
def waiting_cycles(agent_client):
    ids = []
    for title in ("one", "two"):
        cycle_id = open_cycle(agent_client, title=title)
        assert post_output(agent_client, cycle_id, "S").status_code == 201
        ids.append(cycle_id)
    return ids


def test_the_cycle_admin_offers_no_action(superuser_client):
    model_admin = admin.site._registry[Cycle]
    request = RequestFactory().get("/admin/cycles/cycle/")
    request.user = superuser_client.user
    assert model_admin.get_actions(request) == {}
    page = superuser_client.get(reverse("admin:cycles_cycle_changelist"))
    assert page.status_code == 200
    assert b'name="action"' not in page.content and b"Attest the pending" not in page.content


@pytest.mark.parametrize("action", ["attest_pending", "reject_pending", "delete_selected"])
def test_a_crafted_bulk_action_post_is_refused(superuser_client, waiting_cycles, action):
    response = superuser_client.post(reverse("admin:cycles_cycle_changelist"),
                                     {"action": action, "_selected_action": waiting_cycles, "index": 0, "post": "yes"})
    assert response.status_code in (200, 302)  # Django answers "no action selected", never runs one
    assert not Attestation.objects.exists()
    assert [c.current_phase for c in Cycle.objects.filter(pk__in=waiting_cycles)] == ["S", "S"]
    assert Cycle.objects.filter(pk__in=waiting_cycles).count() == 2
