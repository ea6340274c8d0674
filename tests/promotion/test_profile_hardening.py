"""For real, as root, with real OS users: the agent's user runs Hermes in the profile but cannot change,
replace, rename or delete a governed file; the promoter user still activates versions there (R-P-8, §6.3)."""
from __future__ import annotations

import hashlib
import json
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from hermes_plugin.activation import activate
from hermes_plugin.governed import digest_of_file_map, profile_digest
from promotion.hardening import profile_harden
from tests.testing.os_users import can_switch_users, ensure_system_users

PROMOTER, AGENT = "qlnpromote", "qlnagenttest"
PLUGIN = Path(__file__).resolve().parents[2] / "hermes_plugin"

pytestmark = pytest.mark.slow


def _payload(files: dict[str, bytes]) -> dict[str, object]:
    manifest = {k: {"sha256": hashlib.sha256(v).hexdigest(), "size": len(v)} for k, v in files.items()}
    return {"version": digest_of_file_map(manifest), "files": files, "manifest": manifest}


V1 = {"SOUL.md": b"soul v1\n", "skills/5qln/cycle/SKILL.md": b"cycle v1\n", "scripts/5qln/decoding.py": b"# v1\n"}
V2 = {"SOUL.md": b"soul v2\n", "skills/5qln/cycle/SKILL.md": b"cycle v2\n", "scripts/5qln/decoding.py": b"# v2\n"}


@pytest.fixture
def hardened():
    if not can_switch_users():
        pytest.skip("needs root with useradd and runuser (CI runs as root)")
    ensure_system_users(PROMOTER, AGENT)
    top = Path(tempfile.mkdtemp(prefix="qln-profile-", dir="/tmp"))
    os.chmod(top, 0o755)
    shutil.copytree(PLUGIN, top / "lib" / "hermes_plugin", ignore=shutil.ignore_patterns("__pycache__"))
    for path in [top / "lib", *(top / "lib").rglob("*")]:
        os.chmod(path, 0o755 if path.is_dir() else 0o644)
    home = top / "hermes-home"
    home.mkdir()
    activate(home, **_payload(V1))  # type: ignore[arg-type]
    promoter, agent = pwd.getpwnam(PROMOTER), pwd.getpwnam(AGENT)
    profile_harden(home, promoter_uid=promoter.pw_uid, promoter_gid=promoter.pw_gid, agent_gid=agent.pw_gid)
    yield top, home
    shutil.rmtree(top, ignore_errors=True)


def _python() -> str:
    for candidate in ("/usr/bin/python3", "/usr/bin/python3.11", "/usr/local/bin/python3"):
        if os.path.exists(candidate) and subprocess.run(["runuser", "-u", AGENT, "--", candidate, "-c", ""],
                                                        capture_output=True).returncode == 0:
            return candidate
    pytest.fail(f"no python executable by {AGENT}")


def _as(user: str, top: Path, code: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["runuser", "-u", user, "--", "env", "-i", f"PYTHONPATH={top / 'lib'}", "HOME=/tmp",
                           _python(), "-c", code, *args], capture_output=True, text=True, timeout=60, cwd="/tmp")


ATTACKS = r"""
import os, sys, fcntl
from pathlib import Path
home = Path(sys.argv[1])
def attempt(name, action):
    try:
        action(); print("SUCCEEDED", name)
    except OSError as exc:
        print("denied", name, exc.errno)
soul, skill = home / "SOUL.md", home / "skills/5qln/cycle/SKILL.md"
attempt("write SOUL.md", lambda: open(soul, "w").close())
attempt("append SOUL.md", lambda: open(soul, "a").close())
attempt("chmod SOUL.md", lambda: os.chmod(soul, 0o666))
attempt("rename SOUL.md", lambda: os.rename(soul, home / "SOUL.bak"))
attempt("delete SOUL.md", lambda: os.unlink(soul))
def replace_soul():
    (home / "evil.md").write_text("evil")
    os.replace(home / "evil.md", soul)
attempt("replace SOUL.md", replace_soul)
attempt("write skill", lambda: open(skill, "w").close())
attempt("delete skill", lambda: os.unlink(skill))
attempt("new skill", lambda: (home / "skills/5qln/new.md").write_text("x"))
attempt("rename skills", lambda: os.rename(home / "skills", home / "skills.old"))
attempt("rename scripts", lambda: os.rename(home / "scripts", home / "scripts.old"))
attempt("write decoder", lambda: open(home / "scripts/5qln/decoding.py", "w").close())
attempt("rename .qln", lambda: os.rename(home / ".qln", home / "qln.old"))
attempt("write active.json", lambda: open(home / ".qln/active.json", "w").close())
# What Hermes must still be able to do as the agent user:
(home / "state.db").write_bytes(b"hermes state"); print("ok state.db")
(home / "sessions").mkdir(); (home / "sessions" / "s1.json").write_text("{}"); print("ok sessions")
fd = os.open(home / ".qln/sessions.lock", os.O_RDONLY); fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB); print("ok lease")
"""

PROMOTE_V2 = r"""
import json, sys
from pathlib import Path
from hermes_plugin.activation import activate
payload = json.loads(sys.argv[2])
files = {k: v.encode() for k, v in payload["files"].items()}
print(activate(Path(sys.argv[1]), version=payload["version"], files=files, manifest=payload["manifest"]).changed)
"""


def test_the_agent_user_cannot_touch_governed_files_but_runs_hermes_there(hardened):
    top, home = hardened
    before = profile_digest(home)
    result = _as(AGENT, top, ATTACKS, str(home))
    assert result.returncode == 0, result.stderr
    assert "SUCCEEDED" not in result.stdout, result.stdout
    assert result.stdout.count("denied") == 14, result.stdout
    assert "ok state.db" in result.stdout and "ok sessions" in result.stdout and "ok lease" in result.stdout
    assert profile_digest(home) == before
    assert (home / "SOUL.md").read_bytes() == b"soul v1\n"


def test_the_promoter_user_still_activates_the_next_version(hardened):
    top, home = hardened
    payload = _payload(V2)
    text = json.dumps({"version": payload["version"], "manifest": payload["manifest"],
                       "files": {k: v.decode() for k, v in V2.items()}})
    result = _as(PROMOTER, top, PROMOTE_V2, str(home), text)
    assert result.returncode == 0 and result.stdout.strip() == "True", result.stderr
    assert profile_digest(home)[0] == payload["version"]
    assert (home / "SOUL.md").stat().st_uid == pwd.getpwnam(PROMOTER).pw_uid
    again = _as(AGENT, top, ATTACKS, str(home))
    assert "SUCCEEDED" not in again.stdout, again.stdout
