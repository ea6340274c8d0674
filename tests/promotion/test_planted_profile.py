"""Issue 24 forgery 2: a planted profile row is never activated; the promoter's own list decides (R-P-8)."""
from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from hermes_plugin.governed import profile_digest
from promotion import profiles
from promotion.active import active_version
from promotion.models import AgentProfile
from promotion.services import promotion_execute
from tests.promotion.helpers import make_agent, make_promotable


def _profile(root: Path, marker: str) -> Path:
    home = root / marker
    (home / "skills" / "5qln" / "cycle").mkdir(parents=True)
    (home / "SOUL.md").write_text(f"You are the agent. {marker}\n")
    (home / "skills" / "5qln" / "cycle" / "SKILL.md").write_text("# cycle skill\n")
    return home


def _connect(name: str, home: Path) -> str:
    out = StringIO()
    call_command("promoter", "init", "--agent", name, "--from", str(home), stdout=out)
    call_command("promoter", "activate", "--agent", name, "--hermes-home", str(home), stdout=out)
    return active_version(name) or ""


@pytest.fixture
def two_agents(promo_cycle, tmp_path):
    """Agent A (promo-agent) and agent B, each with its own profile registered by `promoter activate`."""
    make_agent("agent-b")
    home_a, home_b = _profile(tmp_path, "PROFILE-A"), _profile(tmp_path, "PROFILE-B")
    return (home_a, _connect(promo_cycle.agent.name, home_a)), (home_b, _connect("agent-b", home_b))


def test_promoter_activate_writes_the_pair_into_the_promoters_store(promo_cycle, two_agents):
    (home_a, version_a), (home_b, _) = two_agents
    document = json.loads(profiles.profiles_path().read_text())
    registered = document["profiles"][str(home_a.resolve())]
    assert (registered["agent"], registered["agent_id"], registered["version"]) == (
        promo_cycle.agent.name, promo_cycle.agent.pk, version_a)
    assert str(home_b.resolve()) in document["profiles"]


def test_a_planted_row_with_another_agents_profile_activates_nothing(promo_cycle, approver, two_agents):
    (home_a, version_a), (home_b, version_b) = two_agents
    before = (home_b / "SOUL.md").read_text()
    AgentProfile.objects.create(agent=promo_cycle.agent, hermes_home=str(home_b.resolve()), status="pending",
                                pending_version=version_a)
    out = StringIO()
    call_command("promoter", "run", stdout=out)
    assert (home_b / "SOUL.md").read_text() == before and profile_digest(home_b)[0] == version_b
    assert f"profile {home_b.resolve()}: ignored" in out.getvalue(), out.getvalue()
    assert "never registered" in out.getvalue()
    # A promotion of agent A reaches A's registered profile only, never the planted path.
    packet = make_promotable(promo_cycle, approver, content="You are the agent. A-V2\n", target_path="SOUL.md",
                             parent_version=version_a, parent_content="You are the agent. PROFILE-A\n")
    promotion = promotion_execute(candidate_id=packet.candidate.pk, evaluation_digest=packet.run.result_digest,
                                  os_user="promoter")
    assert (home_a / "SOUL.md").read_text() == "You are the agent. A-V2\n"
    assert (home_b / "SOUL.md").read_text() == before
    assert [o.hermes_home for o in promotion.profile_outcomes] == [str(home_a.resolve())]  # type: ignore[attr-defined]


def test_a_pending_status_set_by_a_writer_activates_nothing(promo_cycle, two_agents):
    (_, _), (home_b, version_b) = two_agents
    (home_b / "SOUL.md").chmod(0o644)
    AgentProfile.objects.filter(hermes_home=str(home_b.resolve())).update(status="pending", pending_version="e" * 64)
    out = StringIO()
    call_command("promoter", "run", stdout=out)
    assert "activated" not in out.getvalue() and profile_digest(home_b)[0] == version_b
    assert profiles.load()[str(home_b.resolve())].status == "active", "the promoter's record, not the row, holds state"


def test_another_agents_profile_cannot_be_registered(promo_cycle, two_agents):
    (_, _), (home_b, version_b) = two_agents
    with pytest.raises(CommandError, match="registered for agent agent-b"):
        call_command("promoter", "activate", "--agent", promo_cycle.agent.name, "--hermes-home", str(home_b),
                     stdout=StringIO())
    assert profile_digest(home_b)[0] == version_b


def test_a_renamed_agent_row_does_not_carry_its_version_into_the_profile(promo_cycle, two_agents):
    from promotion.activation import REFUSED, profiles_activate

    (_, _), (home_b, version_b) = two_agents
    agent_b = make_agent("agent-b")
    agent_b.name = "renamed-b"
    agent_b.save(update_fields=["name"])
    outcomes = profiles_activate(agent_b.pk, active_version(promo_cycle.agent.name))
    assert [o.status for o in outcomes] == [REFUSED] and profile_digest(home_b)[0] == version_b
