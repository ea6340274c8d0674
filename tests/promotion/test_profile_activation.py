"""R-P-7..R-P-12: a promotion changes what the agent's next session loads, and a rollback changes it back."""
from __future__ import annotations

import os
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from cycles.ledger import verify_ledger
from hermes_plugin.governed import profile_digest
from hermes_plugin.session_lease import hold_session_lease
from promotion import store
from promotion.active import active_version
from promotion.models import AgentProfile, AgentVersion, Promotion
from tests.promotion.helpers import make_promotable


@pytest.fixture
def hermes_home(tmp_path: Path) -> Path:
    home = tmp_path / "hermes-home"
    (home / "skills" / "5qln" / "cycle").mkdir(parents=True)
    (home / "SOUL.md").write_text("You are the agent. MARKER-V1\n")
    (home / "skills" / "5qln" / "cycle" / "SKILL.md").write_text("# cycle skill\n")
    (home / "config.yaml").write_text("model: {provider: custom}\n")
    (home / "state.db").write_bytes(b"hermes state")
    return home


@pytest.fixture
def activated(promo_cycle, hermes_home):
    """`promoter init --agent --from` the profile, then `promoter activate` it."""
    name = promo_cycle.agent.name
    out = StringIO()
    call_command("promoter", "init", "--agent", name, "--from", str(hermes_home), stdout=out)
    call_command("promoter", "activate", "--agent", name, "--hermes-home", str(hermes_home), stdout=out)
    return active_version(name)


def _soul_candidate(cycle, approver, text: str, parent: str):
    return make_promotable(cycle, approver, content=text, target_path="SOUL.md", parent_version=parent,
                           parent_content="You are the agent. MARKER-V1\n")


def _promote(packet, *extra: str) -> str:
    out = StringIO()
    call_command("promote", "--yes", str(packet.candidate.pk), "--evaluation", packet.run.result_digest, *extra, stdout=out)
    return out.getvalue()


def test_init_seals_only_the_governed_files(promo_cycle, hermes_home, activated):
    manifest = store.verify_version(activated)
    assert manifest.ok
    files = store.tree_files(store.version_dir(activated) / "tree")
    assert sorted(files) == ["SOUL.md", "skills/5qln/cycle/SKILL.md"], "never config.yaml or state.db"
    assert AgentVersion.objects.get(agent=promo_cycle.agent, digest=activated).source == "initial"
    profile = AgentProfile.objects.get(agent=promo_cycle.agent)
    assert profile.version == activated and profile.status == "active"
    assert profile_digest(hermes_home)[0] == activated


def test_promote_activates_the_profile_and_rollback_restores_it(promo_cycle, approver, hermes_home, activated):
    packet = _soul_candidate(promo_cycle, approver, "You are the agent. MARKER-V2\n", activated)
    printed = _promote(packet)
    promotion = Promotion.objects.get(candidate=packet.candidate)
    assert f"profile {hermes_home}: activated" in printed
    assert (hermes_home / "SOUL.md").read_text() == "You are the agent. MARKER-V2\n"
    assert profile_digest(hermes_home)[0] == promotion.version_digest == active_version("promo-agent")
    assert (hermes_home / "config.yaml").read_text() == "model: {provider: custom}\n"
    out = StringIO()
    call_command("rollback", str(promotion.pk), "--reason", "marker v2 misbehaves", stdout=out)
    assert (hermes_home / "SOUL.md").read_text() == "You are the agent. MARKER-V1\n"
    assert profile_digest(hermes_home)[0] == activated == active_version("promo-agent")
    assert f"profile {hermes_home}: activated" in out.getvalue()
    assert verify_ledger().ok


def test_a_failed_activation_restores_the_prior_pointer_before_reporting(promo_cycle, approver, hermes_home, activated):
    packet = _soul_candidate(promo_cycle, approver, "You are the agent. MARKER-V2\n", activated)
    # The profile cannot take the new version: where the new skill file goes there is a directory.
    make = make_promotable(promo_cycle, approver, content="# new skill\n", target_path="skills/fresh/SKILL.md",
                           parent_version=activated)
    (hermes_home / "skills" / "fresh" / "SKILL.md").mkdir(parents=True)
    (hermes_home / "skills" / "fresh" / "SKILL.md" / ".keep").write_text("in the way")
    with pytest.raises(CommandError, match="activation failed"):
        _promote(make)
    assert store.pointer_version("promo-agent") == active_version("promo-agent") == activated, "§18.3: prior pointer restored"
    assert Promotion.objects.get(candidate=make.candidate).status == "rolled_back"
    assert profile_digest(hermes_home)[0] == activated
    import shutil

    shutil.rmtree(hermes_home / "skills" / "fresh")
    _promote(packet)  # the next promotion works
    assert "MARKER-V2" in (hermes_home / "SOUL.md").read_text()


def test_an_open_session_leaves_the_profile_pending_until_promoter_run(
    promo_cycle, approver, hermes_home, activated, settings
):
    settings.QLN_ACTIVATION_WAIT_SECONDS = 0.1
    lease = hold_session_lease(hermes_home)
    assert lease is not None
    try:
        packet = _soul_candidate(promo_cycle, approver, "You are the agent. MARKER-V2\n", activated)
        printed = _promote(packet)
        assert "pending" in printed and "MARKER-V1" in (hermes_home / "SOUL.md").read_text()
        assert AgentProfile.objects.get().status == "pending"
        out = StringIO()
        call_command("promoter", "run", stdout=out)
        assert "pending" in out.getvalue(), "still open: still pending"
    finally:
        os.close(lease)
    out = StringIO()
    call_command("promoter", "run", stdout=out)
    assert "activated" in out.getvalue() and "MARKER-V2" in (hermes_home / "SOUL.md").read_text()
    assert AgentProfile.objects.get().status == "active"


def test_sessions_report_what_they_loaded(agent_client, promo_cycle, hermes_home, activated):
    from rest_framework.test import APIClient

    agent = promo_cycle.agent
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {agent.issue_token()}")
    agent.save()
    digest, count = profile_digest(hermes_home)
    body = {"session_id": "loaded-ok", "hermes_home": str(hermes_home), "loaded_digest": digest, "loaded_files": count}
    assert client.post("/api/v1/sessions", body, format="json").json()["matches_active"] is True
    stale = {"session_id": "loaded-other", "loaded_digest": "e" * 64}
    assert client.post("/api/v1/sessions", stale, format="json").json()["matches_active"] is False
    listed = {s["session_id"]: s for s in client.get("/api/v1/sessions").json()["sessions"]}
    assert listed["loaded-ok"]["active_version"] == activated and listed["loaded-ok"]["matches_active"] is True
    assert listed["loaded-other"]["matches_active"] is False
    assert agent_client.get("/api/v1/sessions").json()["sessions"] == [], "another agent's sessions are not listed"
    bad = client.post("/api/v1/sessions", {"session_id": "x", "loaded_digest": "not-hex"}, format="json")
    assert bad.status_code == 400


def test_activate_refuses_an_agent_with_nothing_active(promo_cycle, hermes_home):
    with pytest.raises(CommandError, match="nothing is active"):
        call_command("promoter", "activate", "--agent", promo_cycle.agent.name, "--hermes-home", str(hermes_home))
