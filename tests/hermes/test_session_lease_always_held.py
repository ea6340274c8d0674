"""Every Hermes process holds the session lease, so none is switched underneath (issue 25, source §18.3).

The plugin's real ``register()`` runs in its own process, as Hermes calls it, against a profile:
- that was never activated (no ``.qln/sessions.lock`` yet): the first activation must wait for it;
- while an activation holds the lease for longer than the 10 s the plugin used to wait: the
  process reports that it waits, starts only once the switch is done, and then holds the lease.
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hermes_plugin.activation import activate
from hermes_plugin.governed import digest_of_file_map, profile_digest
from hermes_plugin.profile_state import ProfileBusy
from hermes_plugin.session_lease import SessionLease

ROOT = Path(__file__).resolve().parents[2]
PLUGIN_USED_TO_WAIT = 10.0  # seconds; then it went on without the lease
HERMES = """
import sys
import hermes_plugin

class Ctx:
    def register_hook(self, *a, **k): pass
    def register_tool(self, *a, **k): pass

hermes_plugin.register(Ctx())
print("registered", flush=True)
sys.stdin.read()  # the Hermes process lives until the test closes its stdin
"""


def _version(files: dict[str, bytes]) -> dict[str, object]:
    manifest = {name: {"sha256": hashlib.sha256(data).hexdigest(), "size": len(data)} for name, data in files.items()}
    return {"version": digest_of_file_map(manifest), "files": files, "manifest": manifest}


V1 = _version({"SOUL.md": b"soul v1\n"})
V2 = _version({"SOUL.md": b"soul v2\n"})


def _start_hermes(home: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "HERMES_HOME": str(home), "PYTHONPATH": str(ROOT), "QLN_SESSION_LEASE": "1"}
    return subprocess.Popen([sys.executable, "-c", HERMES], cwd=ROOT, env=env, text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _registered(process: subprocess.Popen[str]) -> None:
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line.strip() == "registered", process.stderr.read() if process.stderr else ""


def _stop(process: subprocess.Popen[str]) -> str:
    stderr = process.communicate(input="", timeout=30)[1]
    return stderr


def test_a_process_started_before_the_first_activation_holds_the_lease(tmp_path: Path) -> None:
    home = tmp_path / "profile"
    home.mkdir()
    assert not (home / ".qln").exists(), "never activated: no sessions.lock"
    hermes = _start_hermes(home)
    try:
        _registered(hermes)
        with pytest.raises(ProfileBusy, match="session is open"):
            activate(home, wait=0.3, **V1)  # type: ignore[arg-type]
        assert not (home / "SOUL.md").exists(), "never switched underneath the running process"
    finally:
        _stop(hermes)
    assert activate(home, **V1).changed  # type: ignore[arg-type]  # the process ended: now it goes through


@pytest.mark.slow
def test_a_process_that_waits_past_the_old_10_s_still_takes_the_lease(tmp_path: Path) -> None:
    home = tmp_path / "profile"
    home.mkdir()
    activate(home, **V1)  # type: ignore[arg-type]
    switching = SessionLease(home)
    switching.acquire(0)  # an activation holds it exclusively, longer than the plugin used to wait
    hermes = _start_hermes(home)
    try:
        time.sleep(PLUGIN_USED_TO_WAIT + 1.0)
        assert hermes.poll() is None
        switching.release()
        _registered(hermes)  # started only once the switch was done
        with pytest.raises(ProfileBusy, match="session is open"):
            activate(home, wait=0.3, **V2)  # type: ignore[arg-type]
        assert profile_digest(home)[0] == V1["version"], "the process that waited is never switched underneath"
    finally:
        switching.release()
        stderr = _stop(hermes)
    assert "waiting" in stderr and "session lease" in stderr, "the wait is reported"
