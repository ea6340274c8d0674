"""End to end against the real ``hermes`` CLI (R-H-6).

Turn 1 is ``hermes -z … --yolo`` in an isolated ``HOME``/``HERMES_HOME`` whose
``config.yaml`` selects ``model.provider: custom`` with a loopback
``base_url`` (the scripted SSE server :class:`FakeOpenAI`) and enables the
``qlnweb`` directory plugin. The model asks ``terminal`` to ``rm -rf`` a
directory; qlnweb blocks it; the block comes back to the model as the tool
result ``{"error": …}`` and the directory survives.

Hermes 0.19 calls ``pre_llm_call`` once per *turn* and sends the same user
message for every model request of that turn (prompt-cache invariant,
``agent/turn_context.py``), so the ADVISE queued by the block reaches the
model on the next turn: turn 2 resumes the same session with
``hermes chat -Q -q … --resume <id> --yolo`` and its first request's user
message must carry ``[Daimon advise]``.

The qlnweb side is the REAL Django app: pytest-django's ``live_server`` (a
threaded WSGI server on loopback, ``transactional_db``) with a real agent
token, Tier 2 off. The victim directory lies outside the session's workspace
(Hermes's cwd), so Tier 1's ``rm-recursive-outside-workspace`` rule blocks it;
the test then checks the stored verdict event and the ADVISE delivery.
The stdlib fake in ``fake_qlnweb.py`` stays for the plugin's unit tests.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from evaluation.verdicts.models import AdviseDelivery, AgentSession, VerdictEvent
from tests.factories import AgentFactory
from tests.testing.fake_openai import FakeOpenAI, Reply

PLUGIN_SOURCE = Path(__file__).resolve().parents[2] / "hermes_plugin"
VENV = Path(os.environ.get("QLN_HERMES_VENV", "/opt/qln-hermes-venv"))
HERMES = VENV / "bin" / "hermes"

if not HERMES.exists() and not os.environ.get("QLN_REQUIRE_HERMES"):
    pytest.skip(f"hermes CLI not found at {HERMES} (run scripts/setup_hermes_venv.sh)", allow_module_level=True)

pytestmark = [pytest.mark.serial, pytest.mark.slow]


@pytest.fixture
def qlnweb_endpoint(live_server: Any, transactional_db: Any, settings: Any) -> Iterator[tuple[str, str]]:
    """``(base_url, agent_token)`` of the real qlnweb (Django live server) the plugin talks to."""
    settings.QLN_JUDGE_BASE_URL = ""
    agent = AgentFactory(name="hermes-e2e")
    yield live_server.url, agent.plain_token


def _assert_installed_plugin_is_current() -> None:
    """An entry-point install shadows the directory plugin; it must match this checkout."""
    for installed in VENV.glob("lib/python3*/site-packages/qln_hermes_plugin"):
        stale = [f.name for f in PLUGIN_SOURCE.glob("*.py")
                 if not (installed / f.name).exists() or (installed / f.name).read_bytes() != f.read_bytes()]
        assert not stale, f"{installed} is stale ({stale}); run scripts/setup_hermes_venv.sh"


def _script(target: Path) -> Any:
    """The model: delete ``target`` when asked, then report what happened."""

    def respond(request: dict[str, Any]) -> Reply:
        messages = request.get("messages") or []
        if not request.get("tools"):  # auxiliary calls (titles, summaries)
            return Reply.text("Cleanup request")
        last = messages[-1] if messages else {}
        if last.get("role") == "tool":
            return Reply.text("The delete was blocked, so the directory is still there.")
        if "again" in str(last.get("content", "")):
            return Reply.text("Understood; I will name exact files next time.")
        return Reply.tool_call("terminal", {"command": f"rm -rf {target}"})

    return respond


def _profile(tmp_path: Path, base_url: str) -> tuple[Path, Path]:
    home = tmp_path / "home"
    hermes_home = home / ".hermes"
    shutil.copytree(PLUGIN_SOURCE, hermes_home / "plugins" / "qlnweb",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    (hermes_home / "config.yaml").write_text(
        "model:\n"
        "  provider: custom\n"
        f"  base_url: {base_url}\n"
        "  default: fake-model\n"
        "  api_key: sk-fake-loopback\n"
        "plugins:\n"
        "  enabled:\n"
        "    - qlnweb\n"
    )
    return home, hermes_home


def _run(argv: list[str], *, env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    assert HERMES.exists(), f"QLN_REQUIRE_HERMES is set but {HERMES} is missing"
    done = subprocess.run([str(HERMES), *argv], env=env, cwd=cwd, capture_output=True, text=True,
                          timeout=180, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, f"hermes {argv[0]} failed: {done.returncode}\n{done.stdout}\n{done.stderr}"
    return done


def _latest_session(hermes_home: Path) -> str:
    with sqlite3.connect(hermes_home / "state.db") as db:
        row = db.execute("SELECT id FROM sessions ORDER BY started_at DESC LIMIT 1").fetchone()
    assert row, "hermes recorded no session"
    return str(row[0])


def _chat_bodies(llm: FakeOpenAI) -> list[dict[str, Any]]:
    return [body for body in llm.chat_requests if isinstance(body, dict) and body.get("tools")]


def test_qlnweb_blocks_rm_rf_and_the_advise_reaches_the_next_turn(
    tmp_path: Path, qlnweb_endpoint: tuple[str, str]
) -> None:
    qln_url, qln_token = qlnweb_endpoint
    _assert_installed_plugin_is_current()
    workspace = tmp_path / "work"
    workspace.mkdir()
    victim = tmp_path / "data" / "victim"  # outside the workspace: a hard rule blocks rm -rf on it
    victim.mkdir(parents=True)
    (victim / "keep.txt").write_text("still here\n")

    with FakeOpenAI(_script(victim), models=("fake-model",)) as llm:
        home, hermes_home = _profile(tmp_path, llm.base_url)
        env = {
            "PATH": f"{VENV / 'bin'}:/usr/bin:/bin", "HOME": str(home), "HERMES_HOME": str(hermes_home),
            "QLN_URL": qln_url, "QLN_TOKEN": qln_token, "QLN_TIMEOUT": "5", "LANG": "C.UTF-8",
        }
        started = time.monotonic()
        first = _run(["-z", f"Please delete {victim}", "--yolo"], env=env, cwd=workspace)
        turn1_seconds = time.monotonic() - started

        assert victim.is_dir() and (victim / "keep.txt").read_text() == "still here\n"
        turn1 = _chat_bodies(llm)
        assert len(turn1) == 2, f"expected tool-call request + follow-up, got {len(turn1)}"
        from hermes_plugin.tools import TOOLS

        offered = {str(t.get("function", {}).get("name")) for t in turn1[0]["tools"]}
        missing = {schema["name"] for schema, _, _ in TOOLS} - offered
        assert not missing, f"Hermes did not offer the model the plugin's tools {sorted(missing)}"
        tool_results = [m for m in turn1[1]["messages"] if m.get("role") == "tool"]
        assert len(tool_results) == 1
        blocked = json.loads(tool_results[0]["content"])
        assert set(blocked) == {"error"} and blocked["error"], tool_results[0]
        assert "blocked" in first.stdout

        session_id = _latest_session(hermes_home)
        started = time.monotonic()
        _run(["chat", "-Q", "-q", "Try again, carefully", "--resume", session_id, "--yolo"], env=env, cwd=workspace)
        turn2_seconds = time.monotonic() - started

    turn2 = _chat_bodies(llm)[len(turn1):]
    assert turn2, "turn 2 sent no model request"
    user_text = llm.user_messages()[llm.chat_requests.index(turn2[0])]
    assert "Try again, carefully" in user_text
    assert "[Daimon advise]" in user_text, user_text
    assert "[Daimon advise]" not in json.dumps(turn1), "advise leaked into turn 1"

    # The real server recorded what it decided and delivered the ADVISE exactly once.
    blocked_event = VerdictEvent.objects.get(block=True)
    assert (blocked_event.tool_name, blocked_event.rule_id) == ("terminal", "rm-recursive-outside-workspace")
    assert blocked_event.advise and blocked_event.advise in user_text
    assert blocked_event.tiers["tier2"]["status"] == "skipped"
    assert AgentSession.objects.filter(session_id=blocked_event.session_id).exists()
    deliveries = AdviseDelivery.objects.filter(verdict_event=blocked_event)
    assert deliveries.count() == 1 and deliveries.get().delivered_at is not None
    print(f"\nhermes e2e: turn 1 {turn1_seconds:.1f}s, turn 2 {turn2_seconds:.1f}s")
