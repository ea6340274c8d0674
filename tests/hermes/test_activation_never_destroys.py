"""Activation removes only files an earlier version placed (issue 25, "activation that never destroys").

A profile that was never sealed holds the agent's own SOUL.md and skills; a first version that
names one file, or the empty version of a rollback to nothing, must not delete them.
"""
from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from hermes_plugin.activation import activate
from hermes_plugin.governed import digest_of_file_map, governed_files
from hermes_plugin.profile_state import ActivationError, read_active

UNSEALED = {"SOUL.md": b"the agent's own soul\n", "skills/demo/SKILL.md": b"# demo\n", "prompts/p.md": b"prompt\n"}


def _activate(home: Path, files: dict[str, bytes]):
    manifest = {name: {"sha256": hashlib.sha256(data).hexdigest(), "size": len(data)} for name, data in files.items()}
    return activate(home, version=digest_of_file_map(manifest), files=files, manifest=manifest)


@pytest.fixture
def unsealed(tmp_path: Path) -> Path:
    """A Hermes profile with governed files no version placed there."""
    home = tmp_path / "profile"
    for name, content in UNSEALED.items():
        (home / name).parent.mkdir(parents=True, exist_ok=True)
        (home / name).write_bytes(content)
    return home


def _contents(home: Path) -> dict[str, bytes]:
    return {name: path.read_bytes() for name, path in governed_files(home).items()}


def test_a_first_version_of_one_file_never_empties_an_unsealed_profile(unsealed: Path) -> None:
    with pytest.raises(ActivationError, match="no version placed there.*seal the profile first"):
        _activate(unsealed, {"skills/new/SKILL.md": b"# the one promoted file\n"})
    assert _contents(unsealed) == UNSEALED, "SOUL.md and every other governed file are still there"
    assert read_active(unsealed) is None
    assert not [p for p in (unsealed / ".qln").iterdir() if p.name != "sessions.lock"]


def test_a_first_version_that_would_replace_an_unsealed_file_is_refused(unsealed: Path) -> None:
    with pytest.raises(ActivationError, match="SOUL.md"):
        _activate(unsealed, {**UNSEALED, "SOUL.md": b"a soul the promoter never saw\n"})
    assert _contents(unsealed) == UNSEALED


def test_a_version_sealed_from_the_profile_itself_is_taken_over(unsealed: Path) -> None:
    """`promoter init --from` the profile, then `promoter activate`: the same bytes, nothing lost."""
    assert _activate(unsealed, UNSEALED).changed
    assert _contents(unsealed) == UNSEALED and sorted(read_active(unsealed)["files"]) == sorted(UNSEALED)


def test_the_empty_version_never_deletes_the_governed_files(unsealed: Path) -> None:
    _activate(unsealed, UNSEALED)
    with pytest.raises(ActivationError, match="held before it was sealed"):
        _activate(unsealed, {})
    assert _contents(unsealed) == UNSEALED


def test_files_the_previous_version_placed_are_removed_and_others_refused(unsealed: Path) -> None:
    _activate(unsealed, UNSEALED)
    smaller = {"SOUL.md": b"soul v2\n", "skills/demo/SKILL.md": b"# demo\n"}
    _activate(unsealed, smaller)
    assert _contents(unsealed) == smaller, "prompts/p.md was placed by the previous version: it goes"
    (unsealed / "examples").mkdir()
    (unsealed / "examples" / "mine.md").write_text("written by hand, never sealed\n")
    with pytest.raises(ActivationError, match="examples/mine.md"):
        _activate(unsealed, {"SOUL.md": b"soul v3\n"})
    assert (unsealed / "examples" / "mine.md").exists() and (unsealed / "SOUL.md").read_bytes() == b"soul v2\n"
