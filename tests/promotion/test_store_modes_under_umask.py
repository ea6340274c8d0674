"""Issue 11: the promoter runs under umask 077 (qlnweb.hardening), the web user still reads the store.

The store's root gets its read bits from ``setup_promoter`` (group for ``--web-group``,
else world); directories the promoter creates later take those bits from their parent
and a sealed version is ``0555``/``0444`` — never the umask's ``0700``/``0600``.
"""
from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from promotion import store


@pytest.fixture
def umask_077() -> Iterator[None]:
    previous = os.umask(0o077)
    try:
        yield
    finally:
        os.umask(previous)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.parametrize("root_mode", [0o2750, 0o755])
def test_versions_and_pointers_keep_the_roots_read_bits(tmp_path: Path, umask_077: None, root_mode: int) -> None:
    root = tmp_path / "store"
    root.mkdir()
    os.chmod(root, root_mode)
    store.ensure_layout(root)
    source = tmp_path / "SOUL.md"
    source.write_text("soul\n")
    staging = root / store.VERSIONS / ".staging-1"
    digest = store.stage_version({"SOUL.md": source, "skills/5qln/SKILL.md": source}, staging)
    sealed = store.seal_version(staging, digest, root)
    store.swap_pointer("agent-1", digest, root)
    read = root_mode & 0o2055  # read bits and setgid (the web group) pass on
    assert _mode(root / store.VERSIONS) == 0o700 | read
    assert _mode(store.pointer_dir("agent-1", root)) == 0o700 | read
    assert _mode(sealed) == 0o555 and _mode(sealed / store.TREE / "skills") == 0o555
    assert _mode(sealed / store.TREE / "SOUL.md") == 0o444
    assert _mode(store.pointer_dir("agent-1", root) / store.POINTER) == 0o644
