"""`manage.py check --deploy` passes with the documented production environment (issue 13 §4, docs/deployment.md).

A subprocess gets nothing but deploy/qlnweb.env and deploy/secrets.env.example (with a
freshly generated secret key and this test's directories in place of /var/lib/qlnweb
and the store), exactly as the systemd units pass them. Without ``QLN_HTTPS`` the same
check warns, so the documented settings are what makes it pass.
"""
from __future__ import annotations

import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings as django_settings

pytestmark = [pytest.mark.slow]

DEPLOY = Path(django_settings.BASE_DIR) / "deploy"


def env_file(path: Path) -> dict[str, str]:
    """KEY=VALUE lines as systemd's EnvironmentFile= reads them (comments and blank lines skipped)."""
    pairs = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            key, _, value = line.partition("=")
            pairs[key.strip()] = value.strip()
    return pairs


def check_deploy(tmp_path: Path, **override: str) -> subprocess.CompletedProcess[str]:
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(tmp_path),
           **env_file(DEPLOY / "qlnweb.env"), **env_file(DEPLOY / "secrets.env.example"),
           "QLN_SECRET_KEY": secrets.token_urlsafe(64), "QLN_HOME": str(tmp_path / "home"),
           "QLN_ACTIVE_STORE": str(tmp_path / "active"), "QLN_EVENTS_JSONL": str(tmp_path / "events.jsonl"),
           **override}
    return subprocess.run([sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
                          cwd=django_settings.BASE_DIR, env=env, capture_output=True, text=True, timeout=120)


def test_the_documented_environment_passes_check_deploy_without_a_warning(tmp_path: Path) -> None:
    done = check_deploy(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "System check identified no issues (0 silenced)." in done.stdout, done.stdout + done.stderr
    assert "WARNING" not in done.stderr.upper(), done.stderr


def test_without_https_the_same_check_warns(tmp_path: Path) -> None:
    done = check_deploy(tmp_path, QLN_HTTPS="0")
    assert done.returncode != 0
    for code in ("security.W004", "security.W008", "security.W012", "security.W016"):
        assert code in done.stderr, done.stderr
