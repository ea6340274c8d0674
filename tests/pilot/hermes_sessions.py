"""Real Hermes sessions in the pilot (R-P-8): what the agent's next session loads, seen from the model's side.

The pilot agent's profile holds the pilot's skill (`material.SKILL`). Each session is a one-shot
``hermes -z`` whose scripted model asks ``skill_view`` for the skill and then
answers; the skill body comes back to the model as the tool result, so the
fake model's request log shows exactly which version of the skill the session
read from its profile.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

from tests.pilot import material
from tests.testing.fake_openai import FakeOpenAI, Reply

ROOT = Path(__file__).resolve().parents[2]
VENV = Path(os.environ.get("QLN_HERMES_VENV", "/opt/qln-hermes-venv"))
HERMES = VENV / "bin" / "hermes"


def hermes_available() -> bool:
    return HERMES.exists()


def make_profile(top: Path, llm_url: str) -> Path:
    """A Hermes profile: the plugin enabled, a loopback model, SOUL.md and the pilot's skill."""
    hermes_home = top / "home" / ".hermes"
    shutil.copytree(ROOT / "hermes_plugin", hermes_home / "plugins" / "qlnweb",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    (hermes_home / "config.yaml").write_text(
        f"model:\n  provider: custom\n  base_url: {llm_url}\n  default: fake-model\n  api_key: sk-fake-loopback\n"
        "plugins:\n  enabled:\n    - qlnweb\n")
    (hermes_home / "SOUL.md").write_text("You are the pilot agent. Stay with H in the open.\n")
    skill = hermes_home / "skills" / material.SKILL
    skill.mkdir(parents=True)
    shutil.copyfile(material.SKILL_DIR / "SKILL.md", skill / "SKILL.md")
    return hermes_home


def skill_reader(request: dict[str, Any]) -> Reply:
    """The session's model: read the skill, then answer."""
    messages = request.get("messages") or []
    if not request.get("tools"):
        return Reply.text("Pilot")
    if messages and messages[-1].get("role") == "tool":
        return Reply.text("I read the skill.")
    return Reply.tool_call("skill_view", {"name": material.SKILL})


def run_session(llm: FakeOpenAI, hermes_home: Path, qln_url: str, token: str) -> str:
    """One one-shot session; returns the line of the skill the model received that names the marker, or a note."""
    before = len(llm.chat_requests)
    env = {"PATH": f"{VENV / 'bin'}:/usr/bin:/bin", "HOME": str(hermes_home.parent), "HERMES_HOME": str(hermes_home),
           "QLN_URL": qln_url, "QLN_TOKEN": token, "QLN_TIMEOUT": "5", "LANG": "C.UTF-8"}
    workspace = hermes_home.parent / "work"
    workspace.mkdir(exist_ok=True)
    done = subprocess.run([str(HERMES), "-z", f"Read your {material.SKILL} skill", "--yolo"], env=env, cwd=workspace,
                          capture_output=True, text=True, timeout=180, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, f"hermes failed: {done.stdout}\n{done.stderr}"
    tool_texts = [m.get("content") for body in llm.chat_requests[before:] if isinstance(body, dict)
                  for m in body.get("messages") or [] if m.get("role") == "tool"]
    assert tool_texts, "the session never read the skill"
    body = json.dumps(tool_texts[-1]) if not isinstance(tool_texts[-1], str) else tool_texts[-1]
    assert material.SKILL in body and "## Non-Triggers" in body, body[:500]  # the skill's own text
    lines = [line.strip() for line in body.replace("\\n", "\n").splitlines() if material.MARKER in line]
    return lines[0] if lines else "(no marker line: the skill as it was before)"
