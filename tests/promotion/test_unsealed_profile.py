"""A first promotion without a sealed initial version, and its rollback to nothing, never empty a profile (issue 25)."""
from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from hermes_plugin.governed import governed_files
from promotion import store
from promotion.active import active_version
from promotion.models import Promotion
from tests.promotion.helpers import make_promotable

PROFILE = {"SOUL.md": "You are the agent.\n", "skills/5qln/cycle/SKILL.md": "# cycle\n", "prompts/system.md": "be brief\n"}


@pytest.fixture
def hermes_home(tmp_path: Path) -> Path:
    """A profile that was never sealed: `promoter init` was not run for the agent."""
    home = tmp_path / "hermes-home"
    for name, text in PROFILE.items():
        (home / name).parent.mkdir(parents=True, exist_ok=True)
        (home / name).write_text(text)
    (home / "config.yaml").write_text("model: x\n")
    return home


def _governed(home: Path) -> dict[str, str]:
    return {name: path.read_text() for name, path in governed_files(home).items()}


def test_the_first_promotion_and_its_rollback_leave_an_unsealed_profile_whole(promo_cycle, approver, hermes_home):
    name = promo_cycle.agent.name
    packet = make_promotable(promo_cycle, approver, content="# one promoted skill\n",
                             target_path="skills/debugging/SKILL.md")
    call_command("promote", "--yes", str(packet.candidate.pk), "--evaluation", packet.run.result_digest,
                 stdout=StringIO())
    assert sorted(store.tree_files(store.version_dir(active_version(name)) / "tree")) == \
        ["skills/debugging/SKILL.md"], "the version holds that one file only"
    with pytest.raises(CommandError, match="no version placed there"):
        call_command("promoter", "activate", "--agent", name, "--hermes-home", str(hermes_home), stdout=StringIO())
    assert _governed(hermes_home) == PROFILE, "SOUL.md and every governed file stay"

    out = StringIO()
    call_command("rollback", str(Promotion.objects.get().pk), "--reason", "undo the first promotion", stdout=out)
    assert f"profile {hermes_home}: failed" in out.getvalue()
    assert "no version placed there" in out.getvalue()
    assert _governed(hermes_home) == PROFILE, "a rollback to nothing deletes nothing"
    assert (hermes_home / "config.yaml").read_text() == "model: x\n"
