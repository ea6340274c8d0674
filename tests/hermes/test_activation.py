"""hermes_plugin.activation (R-P-8, R-P-9): a profile holds the old version or the new one, never a mix."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hermes_plugin.activation import activate, recover
from hermes_plugin.activation_journal import STEPS
from hermes_plugin.governed import digest_of_file_map, governed_files, is_governed, profile_digest
from hermes_plugin.profile_state import ActivationError, ProfileBusy, read_active
from hermes_plugin.session_lease import SessionLease, hold_session_lease

ROOT = Path(__file__).resolve().parents[2]


def payload(files: dict[str, bytes]) -> tuple[str, dict[str, bytes], dict[str, dict[str, object]]]:
    manifest = {name: {"sha256": hashlib.sha256(data).hexdigest(), "size": len(data)} for name, data in files.items()}
    return digest_of_file_map(manifest), files, manifest


V1 = {"SOUL.md": b"soul v1\n", "skills/5qln/a/SKILL.md": b"a v1\n", "skills/old/SKILL.md": b"old\n"}
V2 = {"SOUL.md": b"soul v2\n", "skills/5qln/a/SKILL.md": b"a v2\n", "prompts/new.md": b"new\n"}


@pytest.fixture
def profile(tmp_path: Path) -> Path:
    home = tmp_path / "profile"
    home.mkdir()
    (home / "config.yaml").write_text("model: x\n")
    (home / "state.db").write_bytes(b"sqlite")
    return home


def do(home: Path, files: dict[str, bytes], **kw: object):
    digest, data, manifest = payload(files)
    return activate(home, version=digest, files=data, manifest=manifest, **kw)


def test_the_governed_set_is_the_evolvable_strata_only(profile: Path) -> None:
    do(profile, V1)
    (profile / "skills" / ".usage.json").write_text("{}")  # Hermes runtime state inside skills/
    (profile / "memories").mkdir()
    (profile / "memories" / "MEMORY.md").write_text("agent memory")
    assert sorted(governed_files(profile)) == sorted(V1)
    assert is_governed("scripts/5qln/decoding.py") and not is_governed("config.yaml")
    assert not is_governed("skills/x/__pycache__/a.pyc") and not is_governed("plugins/qlnweb/__init__.py")


def test_activation_writes_exactly_the_version_and_leaves_the_rest(profile: Path) -> None:
    result = do(profile, V1)
    assert result.changed and profile_digest(profile) == (result.version, 3)
    assert (profile / "SOUL.md").read_bytes() == b"soul v1\n"
    assert not (profile / "SOUL.md").stat().st_mode & 0o222, "activated files are read-only"
    assert (profile / "config.yaml").read_text() == "model: x\n" and (profile / "state.db").exists()
    assert (profile / ".no-bundled-skills").exists(), "Hermes must not seed bundled skills into governed skills/"
    assert read_active(profile)["version"] == result.version
    second = do(profile, V2)
    assert second.previous == result.version and profile_digest(profile)[0] == second.version
    assert not (profile / "skills" / "old").joinpath("SKILL.md").exists(), "files of the old version are removed"
    assert (profile / "prompts" / "new.md").read_bytes() == b"new\n"
    assert do(profile, V2).changed is False


def test_a_payload_that_does_not_match_its_manifest_changes_nothing(profile: Path) -> None:
    first = do(profile, V1)
    digest, files, manifest = payload(V2)
    tampered = dict(files, **{"SOUL.md": b"soul v2 with an injected line\n"})
    with pytest.raises(ActivationError, match="does not match the manifest"):
        activate(profile, version=digest, files=tampered, manifest=manifest)
    with pytest.raises(ActivationError, match="does not hash to the version digest"):
        activate(profile, version="0" * 64, files=files, manifest=manifest)
    outside = {"config.yaml": b"model: evil\n"}
    with pytest.raises(ActivationError, match="not a governed path"):
        do(profile, outside)
    assert profile_digest(profile)[0] == first.version and (profile / "config.yaml").read_text() == "model: x\n"
    assert not [p for p in (profile / ".qln").iterdir() if p.name.startswith("staging-")]


def test_an_open_session_defers_activation_and_a_closed_one_lets_it_through(profile: Path) -> None:
    first = do(profile, V1)
    lease = hold_session_lease(profile)  # what the plugin's register() holds for the process
    assert lease is not None
    try:
        with pytest.raises(ProfileBusy, match="session is open"):
            do(profile, V2, wait=0.2)
        assert profile_digest(profile)[0] == first.version, "never switched under a running session"
    finally:
        os.close(lease)
    assert do(profile, V2).changed


def test_a_session_starting_mid_switch_waits_for_the_switch(profile: Path) -> None:
    do(profile, V1)
    switching = SessionLease(profile)
    switching.acquire(0)  # as an activation does while it switches
    try:
        assert hold_session_lease(profile, timeout=0.2) is None
    finally:
        switching.release()
    assert hold_session_lease(profile, timeout=0.2) is not None


CRASHER = """
import hashlib, json, sys
from pathlib import Path
from hermes_plugin.activation import activate
from hermes_plugin.governed import digest_of_file_map
files = {k: v.encode() for k, v in json.loads(sys.argv[2]).items()}
manifest = {k: {"sha256": hashlib.sha256(v).hexdigest(), "size": len(v)} for k, v in files.items()}
activate(Path(sys.argv[1]), version=digest_of_file_map(manifest), files=files, manifest=manifest)
"""


@pytest.mark.parametrize("step", STEPS)
def test_kill_9_at_each_step_leaves_the_old_or_the_new_version(profile: Path, step: str) -> None:
    old = do(profile, V1).version
    new, _, manifest = payload(V2)
    env = {**os.environ, "QLN_ACTIVATE_CRASH_AT": step, "PYTHONPATH": str(ROOT)}
    text = json.dumps({k: v.decode() for k, v in V2.items()})
    crashed = subprocess.run([sys.executable, "-c", CRASHER, str(profile), text], env=env, cwd=ROOT, timeout=60)
    assert crashed.returncode == -9, f"the process was not killed at {step}"
    outcome = recover(profile)
    digest, _ = profile_digest(profile)
    assert digest in (old, new), f"mixed profile after a crash at {step}"
    expected = old if outcome == "rolled_back" else new
    assert digest == expected and read_active(profile)["version"] == expected
    if expected == new:
        for name, entry in manifest.items():
            assert hashlib.sha256((profile / name).read_bytes()).hexdigest() == entry["sha256"]
    assert not (profile / ".qln" / "journal.json").exists()
    assert do(profile, V2).version == new  # and the next activation completes normally
