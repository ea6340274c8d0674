"""`manage.py connect_hermes`: an existing Hermes profile becomes a governed one (R-H-7, R-P-7, R-P-8).

Everything is checked before the first write (:func:`connect_plan`), so bad
input changes nothing; then :func:`hermes_connect` writes, one reported line a
step. The promoter's part (sealing the first version, activating it) is the
``promoter`` command itself, run as the promoter OS user: through ``runuser``
when root, in this process otherwise (development, where any user may promote).

Once a version is active for the agent, governed files (``SOUL.md``,
``skills/**``…) are only compared, never written: a promotion alone changes them.
A token is kept when the profile's ``.env`` already holds one that
authenticates as this agent; otherwise a new one is issued (the old one, if
any, stops working): only its hash is stored.
"""
from __future__ import annotations

import json
import os
import pwd
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from urllib.error import HTTPError, URLError
from urllib.request import Request, urlopen

from django.db import transaction
from django.utils.text import slugify

import hermes_plugin
from cycles.models import Agent
from hermes_plugin.governed import SymlinkRefused, profile_digest
from hermes_plugin.profile_state import write_durable
from promotion.active import PointerMismatch, active_version
from promotion.connect_files import ProfileEditRefused, config_enable_plugin, env_value, env_with, plugin_install
from promotion.connect_promoter import ConnectRefused, harden, hardening_target, promoter_call, promoter_runas

PLUGIN_NAME = "qlnweb"
PLUGIN_SOURCE = Path(hermes_plugin.__file__).resolve().parent
COMPANION = PLUGIN_SOURCE / "companion"
COMPANION_FILES = ("SOUL.md", "skills/5qln-self-evolution/SKILL.md")
BACKUP_SUFFIX = ".before-qlnweb"
PROBE_PATH, AUTH_PATH = "/accounts/login/", "/api/v1/active"
TIMEOUT = 5.0


def is_hermes_profile(home: Path) -> bool:
    """A profile holds ``config.yaml``, or the layout ``hermes profile create`` makes (``.env``, ``sessions/``,
    ``memories/``; Hermes 0.19 ``hermes_cli/profiles.py`` writes no ``config.yaml`` until setup)."""
    if (home / "config.yaml").is_file():
        return True
    return (home / ".env").is_file() and (home / "sessions").is_dir() and (home / "memories").is_dir()


@dataclass
class ConnectPlan:
    """What was found before writing: every later step only applies it."""

    agent_name: str
    home: Path
    url: str
    agent: Agent | None
    token_kept: bool
    config_text: str | None  # the new config.yaml, None when it already enables the plugin
    env_text: str
    active: str | None
    runas: str | None  # the promoter OS user to `runuser` to, None: this process
    harden_gid: int | None
    promoter_uid: int
    agent_uid: int | None


def connect_plan(*, agent_name: str, hermes_home: Path, url: str, agent_user: str = "") -> ConnectPlan:
    """Every check of the command; raises ConnectRefused and writes nothing."""
    if slugify(agent_name) != agent_name:
        raise ConnectRefused(f"agent name must be a slug (letters, digits, - and _): {agent_name!r}")
    if hermes_home.is_symlink() or not hermes_home.is_dir():
        raise ConnectRefused(f"{hermes_home} is not a directory")
    home = hermes_home.resolve()
    if not is_hermes_profile(home):
        raise ConnectRefused(f"{home} is not a Hermes profile: it has no config.yaml (nor the .env, sessions/ and "
                             "memories/ of `hermes profile create`)")
    for relative in ("config.yaml", ".env", "plugins", f"plugins/{PLUGIN_NAME}", *COMPANION_FILES):
        if (home / relative).is_symlink():
            raise ConnectRefused(f"{home / relative} is a symlink; refusing to write through it")
    for relative in COMPANION_FILES:
        if not (COMPANION / relative).is_file():
            raise ConnectRefused(f"the plugin ships no {COMPANION / relative}")
    config = home / "config.yaml"
    try:
        config_text = config_enable_plugin(config.read_text(encoding="utf-8") if config.exists() else "", PLUGIN_NAME)
    except (ProfileEditRefused, UnicodeDecodeError) as exc:
        raise ConnectRefused(str(exc)) from exc
    agent = Agent.objects.filter(name=agent_name).first()
    if agent is not None and not agent.is_active:
        raise ConnectRefused(f"agent {agent_name!r} is deactivated")
    env_path = home / ".env"
    env_old = env_path.read_text(encoding="utf-8") if env_path.exists() else ""
    old_token = env_value(env_old, "QLN_TOKEN")
    token_kept = bool(agent and old_token and Agent.objects.for_token(old_token) == agent)
    try:
        active = active_version(agent_name, strict=True) if agent else None
    except PointerMismatch as exc:
        raise ConnectRefused(str(exc)) from exc
    try:
        digest, _ = profile_digest(home)
    except (SymlinkRefused, OSError) as exc:
        raise ConnectRefused(str(exc)) from exc
    if active and digest != active:
        raise ConnectRefused(f"the profile's governed files (digest {digest[:16]}) differ from agent {agent_name}'s "
                             f"active version {active[:16]}; only a promotion changes them — restore them "
                             f"(`promoter activate --agent {agent_name} --hermes-home {home}`) or connect another profile")
    probe_reachable(url)
    runas = promoter_runas()
    promoter_uid = pwd.getpwnam(runas).pw_uid if runas else os.geteuid()
    harden_gid, agent_uid = hardening_target(home, agent_user, runas, promoter_uid)
    return ConnectPlan(agent_name, home, url, agent, token_kept, config_text, env_old, active, runas, harden_gid,
                       promoter_uid, agent_uid)


def probe_reachable(url: str) -> None:
    """An unauthenticated qlnweb page answers at ``url`` (short timeout), or ConnectRefused."""
    try:
        with urlopen(url.rstrip("/") + PROBE_PATH, timeout=TIMEOUT) as response:
            status = response.status
    except HTTPError as exc:
        status = exc.code
    except (URLError, OSError, ValueError) as exc:
        raise ConnectRefused(f"qlnweb is not reachable at {url}: {getattr(exc, 'reason', exc)}") from exc
    if status != 200:
        raise ConnectRefused(f"{url}{PROBE_PATH} answered HTTP {status}: is {url} a qlnweb server?")


def hermes_connect(plan: ConnectPlan, *, report: Callable[[str], None]) -> bool:
    """Apply ``plan``, reporting one line per step; True when the token authenticates at the URL."""
    home, name = plan.home, plan.agent_name
    token = _agent_step(plan, report)
    report(f"plugin {'installed' if plugin_install(PLUGIN_SOURCE, home / 'plugins' / PLUGIN_NAME) else 'unchanged'}: "
           f"{home / 'plugins' / PLUGIN_NAME}")
    if plan.config_text is None:
        report(f"config.yaml already enables {PLUGIN_NAME}")
    else:
        _write_kept(plan, home / "config.yaml", plan.config_text.encode("utf-8"), 0o644)
        report(f"config.yaml enabled {PLUGIN_NAME} (plugins.enabled; the rest of the file kept)")
    token = token or env_value(plan.env_text, "QLN_TOKEN") or ""
    env_new = env_with(plan.env_text, {"QLN_URL": plan.url, "QLN_TOKEN": token})
    env_path = home / ".env"
    if env_new == plan.env_text and env_path.exists() and env_path.stat().st_mode & 0o777 == 0o600:
        report(".env unchanged (QLN_URL and QLN_TOKEN already set)")
    else:
        _write_kept(plan, env_path, env_new.encode("utf-8"), 0o600)
        report(f".env written (QLN_URL={plan.url}, QLN_TOKEN, mode 0600)")
    if plan.active:
        report("SOUL.md kept: a version is active, only a promotion changes governed files")
        report("skill kept: a version is active, only a promotion changes governed files")
    else:
        for relative in COMPANION_FILES:
            report(_install_companion(plan, relative))
    if plan.harden_gid is not None:  # before the promoter's part: its user writes governed files only there
        harden(home, promoter_uid=plan.promoter_uid, agent_gid=plan.harden_gid)
    if plan.active:
        report(f"version already active {plan.active}")
    else:
        digest, _ = profile_digest(home)
        printed = promoter_call(plan.runas, "init", "--agent", name, "--from", str(home))
        if digest not in printed:
            raise ConnectRefused(f"promoter init sealed something other than the profile ({digest}): {printed.strip()}")
        report(f"version sealed {digest}")
    printed = promoter_call(plan.runas, "activate", "--agent", name, "--hermes-home", str(home))
    match = re.search(r": (activated|unchanged|pending|failed) ([0-9a-f]*)(?: — (.*))?", printed)
    if match is None:
        report(f"profile activation: {printed.strip()}")
    else:
        detail = f" — {match.group(3)}" if match.group(3) else ""
        report(f"profile {match.group(1)} at {match.group(2)} ({home}){detail}")
    if plan.harden_gid is not None:  # again: what the activation created (.qln/) is covered too
        report(harden(home, promoter_uid=plan.promoter_uid, agent_gid=plan.harden_gid))
    return _token_check(plan, token, report)


def _agent_step(plan: ConnectPlan, report: Callable[[str], None]) -> str | None:
    """Create or reuse the agent; the token to write, None when the .env one is kept."""
    with transaction.atomic():
        agent = plan.agent or Agent(name=plan.agent_name)
        if plan.token_kept:
            report(f"agent {agent.name} reused (token kept: the profile's .env token authenticates as {agent.name})")
            return None
        token = agent.issue_token()
        agent.save()
    if plan.agent is None:
        report(f"agent {agent.name} created (token issued, written to .env only)")
    else:
        report(f"agent {agent.name} reused (token rotated: the profile's .env held no token of {agent.name})")
    return token


def _owner(plan: ConnectPlan, path: Path) -> tuple[int, int] | None:
    """Who a written file must belong to when root writes it: its old owner, else the profile's agent."""
    if os.geteuid() != 0:
        return None
    if path.exists():
        info = path.stat()
        return info.st_uid, info.st_gid
    if plan.agent_uid is not None:
        user = pwd.getpwuid(plan.agent_uid)
        return user.pw_uid, user.pw_gid
    info = plan.home.stat()
    return info.st_uid, info.st_gid


def _write_kept(plan: ConnectPlan, path: Path, content: bytes, mode: int) -> None:
    """Write durably, keeping the old file's mode bits (``.env`` is always 0600) and owner."""
    owner = _owner(plan, path)
    if path.exists() and path.name != ".env":
        mode = path.stat().st_mode & 0o777
    write_durable(path, content, mode)
    if owner is not None:
        os.chown(path, *owner)


def _install_companion(plan: ConnectPlan, relative: str) -> str:
    target = plan.home / relative
    content = (COMPANION / relative).read_bytes()
    label = "SOUL.md" if relative == "SOUL.md" else f"skill {relative}"
    if target.is_file() and target.read_bytes() == content:
        return f"{label} kept (already the companion)"
    backup = None
    if target.exists():
        base = plan.home / (relative.replace("/", "__") + BACKUP_SUFFIX)
        backup = next(p for p in (base, *(base.with_name(f"{base.name}.{n}") for n in range(2, 1000)))
                      if not p.exists())
        os.replace(target, backup)  # the prior file stays visible beside the profile, outside every governed root
    target.parent.mkdir(mode=0o755, parents=True, exist_ok=True)
    write_durable(target, content, 0o644)
    return f"{label} installed" + (f" (backup at {backup})" if backup else "")


def _token_check(plan: ConnectPlan, token: str, report: Callable[[str], None]) -> bool:
    """``GET /api/v1/active`` with the token written (or kept) must answer as this agent."""
    request = Request(plan.url.rstrip("/") + AUTH_PATH, headers={"Authorization": f"Bearer {token}"})
    try:
        with urlopen(request, timeout=TIMEOUT) as response:
            body = json.loads(response.read().decode("utf-8"))
    except HTTPError as exc:
        report(f"token check FAILED: {plan.url}{AUTH_PATH} answered HTTP {exc.code} — does {plan.url} use the "
               "database this command wrote the agent to?")
        return False
    except (URLError, OSError, ValueError) as exc:
        report(f"token check FAILED: {plan.url}{AUTH_PATH}: {getattr(exc, 'reason', exc)}")
        return False
    if body.get("agent") != plan.agent_name:
        report(f"token check FAILED: {plan.url} authenticates the token as {body.get('agent')!r}")
        return False
    report(f"token authenticates at {plan.url} as {plan.agent_name} (active version {str(body.get('version'))[:16]})")
    return True
