"""Fixtures for the verdict API tests: a profile on disk, a calibrated agent, Tier 2 settings."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from register.services import baseline_calibrate, output_ingest
from tests.register.corpus import GLYPH, analysis_text, corpus, execution_text


@pytest.fixture(autouse=True)
def _tier2_off(settings: Any) -> None:
    """Tier 2 is off unless a test points it at a fake judge."""
    settings.QLN_JUDGE_BASE_URL = ""


@pytest.fixture
def profile(tmp_path: Path) -> dict[str, Path]:
    """A Hermes-like layout: ~/.hermes with the protected artefacts, ~/work as the workspace."""
    home = tmp_path / "home"
    hermes_home = home / ".hermes"
    (hermes_home / "skills" / "5qln").mkdir(parents=True)
    (hermes_home / "scripts" / "5qln").mkdir(parents=True)
    (hermes_home / "SOUL.md").write_text("soul\n")
    workspace = home / "work"
    workspace.mkdir()
    return {"home": home, "hermes_home": hermes_home, "workspace": workspace}


@pytest.fixture
def hermes_body(profile: dict[str, Path]) -> Any:
    """Build a Hermes plugin verdict body; keyword overrides replace fields."""

    def build(tool_name: str = "terminal", args: dict[str, Any] | None = None, **overrides: Any) -> dict[str, Any]:
        body: dict[str, Any] = {
            "session_id": "sess-1", "task_id": "task-1", "turn_id": "turn-1", "tool_call_id": "call-1",
            "tool_name": tool_name, "args": {"command": "ls -la"} if args is None else args,
            "hermes_home": str(profile["hermes_home"]), "cwd": str(profile["workspace"]),
        }
        body.update(overrides)
        return body

    return build


def post_verdict(client: Any, body: dict[str, Any]) -> Any:
    return client.post("/api/v1/verdicts", body, format="json")


@pytest.fixture
def calibrated_agent(agent_client: Any) -> Any:
    """The agent of ``agent_client`` with execution and analysis baselines."""
    baseline_calibrate(agent=agent_client.agent, samples=corpus(), provisional=False, model_name="demo-model",
                       anchor_glyph=GLYPH)
    return agent_client.agent


def ingest(agent: Any, texts: list[str], *, session_id: str = "sess-1") -> None:
    for index, text in enumerate(texts):
        output_ingest(agent=agent, session_id=session_id, turn_id=f"t{index}", text=text, mode_hint="execution")


def stable_window() -> list[str]:
    return [execution_text(200 + i) for i in range(10)]


def drifting_window(drifting: int = 4) -> list[str]:
    """Ten execution-mode outputs whose last ``drifting`` read like essays (4 → a 2.5σ mismatch, NUDGE)."""
    return [execution_text(300 + i) for i in range(10 - drifting)] + [analysis_text(500 + i) for i in range(drifting)]
