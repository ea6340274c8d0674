"""Admin: baselines only for holders of cycles.review (R-R-9); samples read-only."""
from __future__ import annotations

import pytest
from django.contrib.auth.models import Permission, User
from django.urls import reverse

from register.models import RegisterBaseline
from register.services import baseline_calibrate, output_ingest
from tests.register.corpus import GLYPH, corpus, execution_text

pytestmark = pytest.mark.django_db


@pytest.fixture
def stored(agent):
    baseline_calibrate(agent=agent, samples=corpus(), provisional=False, model_name="demo-model", anchor_glyph=GLYPH)
    return output_ingest(agent=agent, session_id="s1", turn_id="t1", text=execution_text(1))


def staff(*codenames: str) -> User:
    user = User.objects.create_user("staffer", password="x", is_staff=True)
    user.user_permissions.add(*Permission.objects.filter(codename__in=codenames))
    return user


def test_staff_without_review_cannot_see_baselines(client, stored):
    # Even the model's own view permission is not enough: baselines need cycles.review.
    client.force_login(staff("view_registerbaseline", "view_outputsample"))
    row = RegisterBaseline.objects.first()
    assert client.get(reverse("admin:register_registerbaseline_changelist")).status_code == 403
    assert client.get(reverse("admin:register_registerbaseline_change", args=[row.pk])).status_code == 403
    index = client.get(reverse("admin:index")).content.decode()
    assert "Register baselines" not in index and "Output samples" in index


def test_a_reviewer_sees_baselines_read_only(client, operator, stored):
    operator.is_staff = True
    operator.save()
    client.force_login(operator)  # the operators group holds cycles.review
    row = RegisterBaseline.objects.first()
    assert client.get(reverse("admin:register_registerbaseline_changelist")).status_code == 200
    page = client.get(reverse("admin:register_registerbaseline_change", args=[row.pk]))
    assert page.status_code == 200 and b'name="_save"' not in page.content
    assert client.get(reverse("admin:register_registerbaseline_add")).status_code == 403


def test_samples_are_read_only(admin_client, stored):
    assert admin_client.get(reverse("admin:register_outputsample_changelist")).status_code == 200
    page = admin_client.get(reverse("admin:register_outputsample_change", args=[stored.pk]))
    assert page.status_code == 200 and b'name="_save"' not in page.content
    assert admin_client.get(reverse("admin:register_outputsample_add")).status_code == 403
    assert admin_client.post(reverse("admin:register_outputsample_delete", args=[stored.pk])).status_code == 403
