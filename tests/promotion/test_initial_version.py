"""R-P-1/R-P-4: the first active version is an existing profile, loaded only by the promoter."""
from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from cycles.ledger import verify_ledger
from promotion import store
from promotion.active import active_version
from promotion.history import active_at
from tests.factories import attest_output, open_cycle, post_output


@pytest.fixture(autouse=True)
def promo_agent(db):
    from tests.promotion.helpers import make_agent

    return make_agent()


@pytest.fixture
def profile(tmp_path):
    root = tmp_path / "profile"
    (root / "skills" / "demo").mkdir(parents=True)
    (root / "skills" / "demo" / "SKILL.md").write_text("# demo\nBASELINE\n")
    return root


def test_init_seals_the_profile_and_points_at_it(db, settings, profile):
    settings.QLN_ALLOW_ANY_PROMOTER_USER = True
    out = StringIO()
    call_command("promoter", "init", "--agent", "promo-agent", "--from", str(profile), stdout=out)
    digest = active_version("promo-agent")
    assert digest and digest in out.getvalue()
    assert store.verify_version(digest).ok
    tree = store.version_dir(digest) / "tree" / "skills" / "demo" / "SKILL.md"
    assert tree.read_text() == "# demo\nBASELINE\n"
    assert not (tree.stat().st_mode & 0o222)
    assert verify_ledger().ok
    from django.utils import timezone

    assert active_at(timezone.now()) == digest


def test_init_refuses_when_a_version_is_active(db, settings, profile):
    settings.QLN_ALLOW_ANY_PROMOTER_USER = True
    call_command("promoter", "init", "--agent", "promo-agent", "--from", str(profile), stdout=StringIO())
    with pytest.raises(CommandError, match="initial_version"):
        call_command("promoter", "init", "--agent", "promo-agent", "--from", str(profile), stdout=StringIO())


def test_init_refuses_the_wrong_os_user(db, settings, profile):
    settings.QLN_ALLOW_ANY_PROMOTER_USER = False
    settings.QLN_PROMOTER_USER = "nobody-such-user"
    with pytest.raises(CommandError, match="promoter_user"):
        call_command("promoter", "init", "--agent", "promo-agent", "--from", str(profile), stdout=StringIO())
    assert active_version("promo-agent") is None


def test_a_candidate_diffs_against_the_initial_version(db, settings, profile, agent_client, operator):
    settings.QLN_ALLOW_ANY_PROMOTER_USER = True
    name = agent_client.agent.name
    call_command("promoter", "init", "--agent", name, "--from", str(profile), stdout=StringIO())
    cycle_id = open_cycle(agent_client, classification="adaptation")
    post_output(agent_client, cycle_id, "S")
    attest_output(cycle_id, "X", operator)
    response = agent_client.post(
        f"/api/v1/cycles/{cycle_id}/candidates",
        {"target_stratum": "adaptive_expression", "target_path": "skills/demo/SKILL.md",
         "content": "# demo\nCANDIDATE\n", "parent_version_digest": active_version(name)},
        format="json",
    )
    assert response.status_code == 201, response.content
    assert "-BASELINE" in response.json()["diff"] and "+CANDIDATE" in response.json()["diff"]


def test_canary_check_runs_the_monitor_once(db):
    out = StringIO()
    call_command("canary_check", stdout=out)
    assert "0 promotion(s) assessed" in out.getvalue()
