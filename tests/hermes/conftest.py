"""Fixtures for the Hermes plugin tests: a fake qlnweb and plugin env."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermes_plugin.client import reset_client

from .fake_qlnweb import FakeQlnweb


@pytest.fixture
def fake_qlnweb() -> Iterator[FakeQlnweb]:
    """A running fake qlnweb on a loopback port."""
    with FakeQlnweb() as server:
        yield server


@pytest.fixture
def hermes_home(tmp_path: Path) -> Path:
    """An isolated agent profile directory with the protected artifacts."""
    home = tmp_path / "hermes_home"
    (home / "skills" / "5qln").mkdir(parents=True)
    (home / "scripts" / "5qln").mkdir(parents=True)
    (home / "SOUL.md").write_text("soul\n")
    (home / "scripts" / "5qln" / "decoding.py").write_text("# decoder\n")
    return home


@pytest.fixture
def plugin_env(
    monkeypatch: pytest.MonkeyPatch, fake_qlnweb: FakeQlnweb, hermes_home: Path, tmp_path: Path
) -> Iterator[FakeQlnweb]:
    """Point the plugin at the fake; a fresh client per test."""
    monkeypatch.setenv("QLN_URL", fake_qlnweb.url)
    monkeypatch.setenv("QLN_TOKEN", fake_qlnweb.state.token)
    monkeypatch.setenv("QLN_TIMEOUT", "1.0")
    monkeypatch.setenv("HERMES_HOME", str(hermes_home))
    monkeypatch.delenv("QLN_FAIL_MODE", raising=False)
    monkeypatch.delenv("QLN_ESCALATE_POLICY", raising=False)
    monkeypatch.chdir(tmp_path)
    reset_client()
    yield fake_qlnweb
    reset_client()


@pytest.fixture
def dead_url() -> str:
    """A loopback URL on which nothing listens."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"
