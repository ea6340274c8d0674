"""Activation end to end with the real ``hermes`` CLI (R-P-8, R-P-10, R-P-12).

A profile whose ``SOUL.md`` carries a marker is sealed by ``promoter init``
and activated by ``promoter activate``; a one-shot Hermes session's system
message (as the scripted model server received it) carries marker v1 and
``GET /api/v1/sessions`` says the session loaded the active version. After a
promotion of a ``SOUL.md`` candidate carrying marker v2 the next session's
system message has v2 and not v1; after ``rollback``, v1 again.
"""

from __future__ import annotations

import os
import re
import subprocess
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from rest_framework.test import APIClient

from tests.factories import CycleFactory
from tests.hermes.test_hermes_e2e import HERMES, PLUGIN_SOURCE, VENV, _assert_installed_plugin_is_current, _profile
from tests.promotion.helpers import make_agent, make_operator, make_promotable
from tests.testing.fake_openai import FakeOpenAI, Reply

pytestmark = pytest.mark.slow

SOUL_V1 = "You are a careful agent. MARKER-SOUL-V1\n"
SOUL_V2 = "You are a careful agent. MARKER-SOUL-V2\n"
SEEN: list[str] = []  # the marker line of each session's system message, as the model server received it


@pytest.fixture
def live(live_server: Any, transactional_db: Any, settings: Any) -> str:
    settings.QLN_JUDGE_BASE_URL = ""
    settings.QLN_ALLOW_ANY_PROMOTER_USER = True
    return live_server.url


def _system_message(llm: FakeOpenAI, before: int) -> str:
    bodies = [b for b in llm.chat_requests[before:] if isinstance(b, dict) and b.get("tools")]
    assert bodies, "hermes sent no model request"
    system = [m for m in bodies[0]["messages"] if m.get("role") == "system"]
    assert system, "no system message"
    content = system[0]["content"]
    text = content if isinstance(content, str) else " ".join(part.get("text", "") for part in content)
    SEEN.append(next((line for line in text.splitlines() if re.search(r"MARKER-SOUL-V\d", line)), "(no marker)"))
    return text


def _session(hermes_home: Path, env: dict[str, str], workspace: Path) -> None:
    done = subprocess.run([str(HERMES), "-z", "Say hello", "--yolo"], env=env, cwd=workspace, capture_output=True,
                          text=True, timeout=180, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, f"hermes failed: {done.stdout}\n{done.stderr}"


def test_a_promotion_changes_what_the_next_hermes_session_loads_and_rollback_restores_it(
    tmp_path: Path, live: str
) -> None:
    assert HERMES.exists(), f"{HERMES} is missing (scripts/setup_hermes_venv.sh)"
    _assert_installed_plugin_is_current()
    assert PLUGIN_SOURCE.is_dir() and VENV.is_dir()
    agent = make_agent("hermes-activation")
    token = agent.issue_token()
    agent.save()
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {token}")
    workspace = tmp_path / "work"
    workspace.mkdir()

    with FakeOpenAI(lambda request: Reply.text("Hello."), models=("fake-model",)) as llm:
        home, hermes_home = _profile(tmp_path, llm.base_url)
        (hermes_home / "SOUL.md").write_text(SOUL_V1)
        (hermes_home / "skills" / "5qln" / "cycle").mkdir(parents=True)
        (hermes_home / "skills" / "5qln" / "cycle" / "SKILL.md").write_text(
            "---\nname: cycle\ndescription: run one 5QLN cycle\n---\n# cycle\n")
        env = {"PATH": f"{VENV / 'bin'}:/usr/bin:/bin", "HOME": str(home), "HERMES_HOME": str(hermes_home),
               "QLN_URL": live, "QLN_TOKEN": token, "QLN_TIMEOUT": "5", "LANG": "C.UTF-8"}
        out = StringIO()
        call_command("promoter", "init", "--agent", agent.name, "--from", str(hermes_home), stdout=out)
        call_command("promoter", "activate", "--agent", agent.name, "--hermes-home", str(hermes_home), stdout=out)
        v1 = api.get("/api/v1/active").json()["version"]

        # (a) the activated version is what the session's system prompt holds, and it reports so.
        before = len(llm.chat_requests)
        _session(hermes_home, env, workspace)
        system = _system_message(llm, before)
        assert "MARKER-SOUL-V1" in system
        latest = api.get("/api/v1/sessions").json()["sessions"][0]
        assert (latest["active_version"], latest["loaded_digest"], latest["matches_active"]) == (v1, v1, True)

        # (b) a promoted SOUL.md candidate is what the NEXT session loads.
        operator = make_operator("activation-approver")
        cycle = CycleFactory(agent=agent, through="Q", approver=operator, title="evolve the soul")
        packet = make_promotable(cycle, operator, content=SOUL_V2, target_path="SOUL.md", parent_version=v1,
                                 parent_content=SOUL_V1)
        printed = StringIO()
        call_command("promote", "--yes", str(packet.candidate.pk), "--evaluation", packet.run.result_digest, stdout=printed)
        assert f"profile {hermes_home}: activated" in printed.getvalue()
        v2 = api.get("/api/v1/active").json()["version"]
        before = len(llm.chat_requests)
        _session(hermes_home, env, workspace)
        system = _system_message(llm, before)
        assert "MARKER-SOUL-V2" in system and "MARKER-SOUL-V1" not in system
        latest = api.get("/api/v1/sessions").json()["sessions"][0]
        assert (latest["active_version"], latest["loaded_digest"], latest["matches_active"]) == (v2, v2, True)

        # (c) rollback re-activates v1 in the profile; the next session loads it again.
        promotion = packet.candidate.promotions.get()
        call_command("rollback", str(promotion.pk), "--reason", "marker v2 regressed", stdout=StringIO())
        before = len(llm.chat_requests)
        _session(hermes_home, env, workspace)
        system = _system_message(llm, before)
        assert "MARKER-SOUL-V1" in system and "MARKER-SOUL-V2" not in system
        latest = api.get("/api/v1/sessions").json()["sessions"][0]
        assert (latest["active_version"], latest["loaded_digest"], latest["matches_active"]) == (v1, v1, True)
    print("\nmarker lines the fake model received (before, after promote, after rollback):", *SEEN, sep="\n  ")
    assert os.path.exists(hermes_home / ".no-bundled-skills")
