"""Issue 27 item 10 in a real headless Chromium: the versions, fleet, verdict detail, agent, candidate
(lens grid with a refused cell), cycle and queue pages after a real promotion, each at 1366 × 900 and
390 × 844 — 0 serious or critical axe-core violations and no sideways scroll on the phone.

With QLN_SCREENSHOTS_DIR set (scripts/screenshots.sh) the walk saves them as promoted-<page>-<size>.png."""
from __future__ import annotations

import json
import os
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

from evaluation.verdicts.models import AgentSession, VerdictEvent
from promotion.models import AgentProfile, Promotion
from tests.browser.a11y import DESKTOP, PHONE, axe_violations, page_width
from tests.browser.conftest import browser_page, login, operators_group  # noqa: F401
from tests.promotion.helpers import make_promotable

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

CONTENT = "You are careful.\nName the exact file before you delete anything.\n"


@pytest.fixture
def pages(promo_cycle, approver, operators_group):  # noqa: F811
    approver.groups.add(operators_group)
    promotable = make_promotable(promo_cycle, approver, content=CONTENT)
    call_command("promote", str(promotable.candidate.pk), "--evaluation", promotable.run.result_digest, "--yes",
                 stdout=StringIO())
    promotion = Promotion.objects.get()
    agent, digest = promotion.agent, promotion.version_digest
    AgentSession.objects.create(agent=agent, session_id="session-with-a-long-identifier-0001", active_version=digest,
                                loaded_digest=digest)
    AgentProfile.objects.create(agent=agent, hermes_home="/home/agent/.hermes/profiles/a-rather-long-profile-name",
                                version=digest)
    event = None
    for index in range(6):
        event = VerdictEvent.objects.create(
            agent=agent, session_id="session-with-a-long-identifier-0001", tool_name="terminal",
            args_redacted={"command": f"curl -H 'Authorization: [REDACTED]' https://example.invalid/{index}"},
            args_digest="sha256:" + "a" * 64, body_shape="hermes", verdict="ESCALATE", block=index % 2 == 0,
            decided_by="tier1", rule_id="secret-exfiltration", advise="Keep the token out of the command.",
            tiers={"tier1": {"status": "ok", "verdict": "ESCALATE", "ms": 0.4}, "tier1_5": {"status": "skipped"},
                   "tier2": {"status": "skipped", "detail": "decided by Tier 1"}},
            total_ms=2.5, active_version=digest,
            register_signal={"flags": {"stylistic": "mismatch"}} if index == 1 else None)
    return {
        "queue": "/",
        "fleet": "/fleet/",
        "versions": f"/agents/{agent.name}/versions/",
        "agent": f"/agents/{agent.name}/",
        "verdict": f"/agents/{agent.name}/verdicts/{event.pk}/",
        "candidate": f"/candidates/{promotion.candidate_id}/",
        "cycle": f"/cycles/{promotion.candidate.cycle_id}/",
    }


def test_the_operator_pages_pass_axe_and_fit_a_phone(live_server, browser_page, approver, pages, settings):  # noqa: F811
    settings.QLN_ALLOW_ANY_PROMOTER_USER = True
    page = browser_page
    login(page, live_server.url, approver.username)
    problems: dict[str, object] = {}
    for size_name, size in (("desktop", DESKTOP), ("phone", PHONE)):
        page.set_viewport_size(size)
        for name, path in pages.items():
            response = page.goto(f"{live_server.url}{path}")
            assert response is not None and response.status == 200, (name, response and response.status)
            if size is PHONE and page_width(page) > PHONE["width"]:
                problems[f"{name} width"] = page_width(page)
            violations = axe_violations(page)
            if violations:
                problems[f"{name} axe {size_name}"] = violations
            if os.environ.get("QLN_SCREENSHOTS_DIR"):
                shot = Path(os.environ["QLN_SCREENSHOTS_DIR"]) / f"promoted-{name}-{size['width']}x{size['height']}.png"
                page.screenshot(path=str(shot), full_page=True)
    assert problems == {}, json.dumps(problems, indent=1)
