"""The promotion admin is read-only with no promote/rollback button (R-UI-5); the review queue
shows canary HOLDs and rollback requests waiting for the promoter (R-UI-1, R-P-5)."""
from __future__ import annotations

from io import StringIO

import pytest
from django.apps import apps
from django.contrib import admin
from django.contrib.auth.models import User
from django.core.management import call_command
from django.urls import reverse

from cycles.queue import PROVIDERS, review_items
from promotion.active import active_version
from promotion.models import Promotion, RollbackRequest
from promotion.queue import promotion_items
from tests.promotion.helpers import make_promotable
from tests.promotion.test_canary import _turns

BUTTON_WORDS = ("promote", "rollback", "roll back", "activate")


@pytest.fixture
def superuser(db):
    return User.objects.create_superuser("root-admin", "root@example.invalid", "correct horse battery")


@pytest.fixture
def admin_client(client, superuser):
    client.force_login(superuser)
    return client


def _promote(cycle, approver, content: str, path: str) -> Promotion:
    packet = make_promotable(cycle, approver, content=content, target_path=path)
    call_command("promote", "--yes", str(packet.candidate.pk), "--evaluation", packet.run.result_digest,
                 "--canary-turns", "5", stdout=StringIO())
    return Promotion.objects.get(candidate=packet.candidate)


def _buttons(html: str) -> list[str]:
    """The labels of every submit control on an admin page, lower-cased."""
    import re

    found = re.findall(r'<input[^>]*type="submit"[^>]*value="([^"]*)"', html)
    found += re.findall(r"<button[^>]*>(.*?)</button>", html, flags=re.S)
    found += re.findall(r'<option value="([^"]+)"', html) if 'name="action"' in html else []
    return [label.strip().lower() for label in found]


def test_every_promotion_model_is_registered_read_only():
    for model in apps.get_app_config("promotion").get_models():
        model_admin = admin.site._registry.get(model)
        assert model_admin is not None, f"{model.__name__} is not in the admin"
        assert model_admin.actions is None, f"{model.__name__} admin offers actions"
        request = type("Request", (), {"user": None})()
        assert not model_admin.has_add_permission(request)
        assert not model_admin.has_change_permission(request)
        assert not model_admin.has_delete_permission(request)


def test_the_admin_urls_offer_no_promotion_or_rollback_operation():
    for model in (Promotion, RollbackRequest):
        names = [pattern.name or "" for pattern in admin.site._registry[model].get_urls()]
        assert all(not any(word in name for word in ("promote", "rollback_execute", "activate")) for name in names), names
        assert {n.rsplit("_", 1)[-1] for n in names if n} <= {"changelist", "add", "history", "delete", "change"}


def test_a_superuser_sees_promotions_but_cannot_change_them(admin_client, promo_cycle, approver):
    promotion = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    RollbackRequest.objects.create(promotion=promotion, code="TOOL_ERROR_RATE", detail="five of six tool calls failed")

    changelist = admin_client.get(reverse("admin:promotion_promotion_changelist"))
    assert changelist.status_code == 200
    assert promotion.version_digest[:12] in changelist.content.decode()
    assert 'name="action"' not in changelist.content.decode(), "no bulk actions, not even delete"

    page = admin_client.get(reverse("admin:promotion_promotion_change", args=[promotion.pk]))
    html = page.content.decode()
    assert page.status_code == 200
    assert promotion.rollback_ref in html and "TOOL_ERROR_RATE" in html
    assert 'name="_save"' not in html and 'name="_continue"' not in html
    for label in _buttons(html):
        assert not any(word in label for word in BUTTON_WORDS), f"admin offers {label!r}"

    request_page = admin_client.get(reverse("admin:promotion_rollbackrequest_change",
                                            args=[promotion.rollback_requests.get().pk]))
    assert request_page.status_code == 200
    for label in _buttons(request_page.content.decode()):
        assert not any(word in label for word in BUTTON_WORDS), f"admin offers {label!r}"


def test_the_admin_refuses_every_write(admin_client, promo_cycle, approver):
    promotion = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    request = RollbackRequest.objects.create(promotion=promotion, code="TOOL_ERROR_RATE", detail="x")
    assert admin_client.get(reverse("admin:promotion_promotion_add")).status_code == 403
    assert admin_client.get(reverse("admin:promotion_rollbackrequest_add")).status_code == 403
    assert admin_client.post(reverse("admin:promotion_promotion_delete", args=[promotion.pk]), {"post": "yes"}).status_code == 403
    changed = admin_client.post(reverse("admin:promotion_promotion_change", args=[promotion.pk]),
                                {"status": "rolled_back", "version_digest": "0" * 64})
    assert changed.status_code == 403
    executed = admin_client.post(reverse("admin:promotion_rollbackrequest_change", args=[request.pk]),
                                 {"status": "executed"})
    assert executed.status_code == 403
    promotion.refresh_from_db()
    request.refresh_from_db()
    assert (promotion.status, request.status) == ("active", "pending")
    assert active_version("promo-agent") == promotion.version_digest


def test_the_provider_is_registered_once():
    assert PROVIDERS.count(promotion_items) == 1


def test_a_canary_hold_waits_in_the_queue_for_a_human(operator_client, promo_cycle, approver):
    from promotion.canary import canary_monitor

    first = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    _turns(promo_cycle.agent, first.version_digest, 5, verdict="SILENT")
    second = _promote(promo_cycle, approver, "# two\n", "skills/two/SKILL.md")
    _turns(promo_cycle.agent, second.version_digest, 5, verdict="NUDGE", drift=True)
    canary_monitor()

    holds = [item for item in review_items() if item.kind == "HOLD" and f"promotion {second.pk}" in item.title]
    assert len(holds) == 1
    hold = holds[0]
    assert "NUDGE_RATE_UP" in hold.title and "REGISTER_DRIFT" in hold.title
    assert hold.digest == second.version_digest
    assert hold.url == reverse("qln-candidate-detail", args=[second.candidate_id]) + "#promotion-card"
    page = operator_client.get(reverse("qln-queue")).content.decode()
    assert f"promotion {second.pk}: canary HOLD" in page
    assert not any(item.kind == "ROLLBACK" for item in review_items()), "ambiguity never files a rollback request"


def test_a_rollback_request_waits_in_the_queue_until_the_promoter_runs(operator_client, promo_cycle, approver):
    from promotion.canary import canary_monitor

    first = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    second = _promote(promo_cycle, approver, "# two\n", "skills/two/SKILL.md")
    _turns(promo_cycle.agent, second.version_digest, 2, verdict="ESCALATE", block=True)
    canary_monitor()
    request = RollbackRequest.objects.get()

    waiting = [item for item in review_items() if item.kind == "ROLLBACK"]
    assert len(waiting) == 1
    assert f"rollback request {request.pk} (PROTECTED_PATH_ATTEMPT)" in waiting[0].title
    assert waiting[0].waiting_since == request.created_at
    assert f"promotion {second.pk}: rollback request" in operator_client.get(reverse("qln-queue")).content.decode()

    call_command("promoter", "run", stdout=StringIO())
    assert not [item for item in review_items() if item.kind == "ROLLBACK"]
    assert active_version("promo-agent") == first.version_digest
    assert f"promotion {second.pk}: rollback request" not in operator_client.get(reverse("qln-queue")).content.decode()


def test_a_refused_request_and_a_passed_canary_leave_the_queue(promo_cycle, approver):
    promotion = _promote(promo_cycle, approver, "# one\n", "skills/one/SKILL.md")
    RollbackRequest.objects.create(promotion=promotion, code="TOOL_ERROR_RATE", detail="forged by a job")
    call_command("promoter", "run", stdout=StringIO())
    assert RollbackRequest.objects.get().status == "refused"
    assert list(promotion_items()) == []
