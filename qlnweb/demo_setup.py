"""What ``make run`` keeps between starts (issue 27 item 8): the demo's credentials and its Hermes profile.

The operator's password and the agent's token are kept in ``QLN_HOME/demo/credentials.json``
(mode 0600, never in the database in clear: the database holds only their hashes), so a second
``make run`` prints the same ones and does not log the browser out. They are reused only while
they still authenticate; ``load_demo --reset`` (or ``--password``) issues new ones.

The demo profile (``QLN_HOME/demo/hermes-profile``) is the Hermes home the demo agent works
from: ``run_stack`` connects it with ``manage.py connect_hermes`` once the server answers, which
installs the companion SOUL.md and seals it as the agent's first version; its ``.env`` holds the
token, as ``connect_hermes`` writes it for a real agent.
"""
from __future__ import annotations

import json
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.contrib.auth.models import User

from cycles.models import Agent


def demo_dir() -> Path:
    path = Path(settings.QLN_HOME) / "demo"
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    return path


def credentials_path() -> Path:
    return demo_dir() / "credentials.json"


def profile_dir() -> Path:
    return demo_dir() / "hermes-profile"


def agent_state_path() -> Path:
    return demo_dir() / "agent-state.json"


@dataclass(frozen=True)
class Credentials:
    password: str
    token: str
    password_kept: bool
    token_kept: bool


def _write_private(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` with mode 0600 from the first byte (no window where it is readable)."""
    scratch = path.with_name(f".{path.name}.{secrets.token_hex(4)}")
    fd = os.open(scratch, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(scratch, path)


def read_credentials() -> dict[str, str]:
    path = credentials_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in data.items() if isinstance(v, str)} if isinstance(data, dict) else {}


def demo_credentials(user: User, agent: Agent, *, password: str = "", reset: bool = False) -> Credentials:
    """The operator's password and the agent's token: the kept ones while they authenticate, else fresh ones.

    Saves the user and the agent when it changes them, and the file in every case."""
    kept = {} if reset else read_credentials()
    old_password = kept.get("password", "")
    password_kept = not password and bool(old_password) and user.pk is not None and user.check_password(old_password)
    if not password_kept:
        password = password or secrets.token_urlsafe(9)
        user.set_password(password)
    else:
        password = old_password
    user.save()
    old_token = kept.get("token", "")
    token_kept = bool(old_token) and agent.pk is not None and Agent.objects.for_token(old_token) == agent
    token = old_token if token_kept else agent.issue_token()
    agent.save()
    _write_private(credentials_path(), json.dumps({"username": user.get_username(), "password": password,
                                                   "agent": agent.name, "token": token}, indent=1))
    return Credentials(password, token, password_kept, token_kept)


def ensure_profile(token: str) -> Path:
    """The demo's Hermes home: a config.yaml and the agent's token in .env (mode 0600), as before connect_hermes."""
    home = profile_dir()
    home.mkdir(mode=0o700, exist_ok=True)
    for sub in ("sessions", "memories"):
        (home / sub).mkdir(exist_ok=True)
    config = home / "config.yaml"
    if not config.exists():
        config.write_text("# the demo agent's Hermes profile (qlnweb demo)\nmodel:\n  default: demo-model\n",
                          encoding="utf-8")
    env = home / ".env"
    lines = [line for line in (env.read_text(encoding="utf-8").splitlines() if env.exists() else [])
             if not line.startswith("QLN_TOKEN=")]
    _write_private(env, "\n".join([*lines, f"QLN_TOKEN={token}"]) + "\n")
    return home


def profile_env(home: Path) -> dict[str, str]:
    """The QLN_* lines of the profile's .env (what the plugin reads in a real Hermes)."""
    env = home / ".env"
    found: dict[str, str] = {}
    for line in env.read_text(encoding="utf-8").splitlines() if env.exists() else []:
        name, sep, value = line.partition("=")
        if sep and name.startswith("QLN_"):
            found[name.strip()] = value.strip()
    return found
