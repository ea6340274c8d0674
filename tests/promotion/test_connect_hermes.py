"""R-H-7: `manage.py connect_hermes` turns an existing Hermes profile into a governed one, idempotently,
never overwrites governed files once a version is active, and refuses bad input without changing anything."""
from __future__ import annotations

import os
import socket
import stat
import subprocess
from io import StringIO
from pathlib import Path
from typing import Any
from urllib.request import Request, urlopen

import pytest
import yaml
from django.core.management import call_command
from django.core.management.base import CommandError

from cycles import kernel
from cycles.models import Agent
from hermes_plugin.governed import profile_digest
from promotion import store
from promotion.active import active_version
from promotion.connect import COMPANION, PLUGIN_SOURCE
from promotion.connect_files import env_value
from promotion.models import AgentProfile
from tests.factories import CycleFactory
from tests.promotion.helpers import make_agent, make_promotable
from tests.testing.os_users import can_switch_users, ensure_system_users

pytestmark = pytest.mark.django_db(transaction=True)
CONFIG = (
    "# my Hermes profile\n"
    "model:\n"
    "  provider: custom   # a local server\n"
    "  base_url: http://127.0.0.1:9/v1\n"
    "\n"
    "plugins:\n"
    "  # what loads\n"
    "  enabled: [disk-cleanup]  # keep\n"
    "agent:\n"
    "  max_turns: 12\n"
)
COMPANION_SOUL = (COMPANION / "SOUL.md").read_text(encoding="utf-8")
SKILL = "skills/5qln-self-evolution/SKILL.md"


@pytest.fixture
def url(live_server: Any) -> str:
    return live_server.url


@pytest.fixture
def profile(tmp_path: Path) -> Path:
    home = tmp_path / "hermes-home"
    (home / "skills" / "mine").mkdir(parents=True)
    (home / "config.yaml").write_text(CONFIG)
    (home / "SOUL.md").write_text("You are my own agent.\n")
    (home / "skills" / "mine" / "SKILL.md").write_text("---\nname: mine\ndescription: mine\n---\n# mine\n")
    (home / ".env").write_text("# secrets\nOPENAI_API_KEY=sk-local\n")
    (home / "state.db").write_bytes(b"hermes state")
    return home


def connect(profile: Path, url: str, *extra: str, agent: str = "hermes-one") -> list[str]:
    out = StringIO()
    call_command("connect_hermes", "--agent", agent, "--hermes-home", str(profile), "--url", url, *extra, stdout=out)
    return out.getvalue().splitlines()


def snapshot(root: Path) -> dict[str, tuple[int, int, int, bytes | None]]:
    """Every path under ``root`` with its owner, group, mode and (for files) content."""
    found = {}
    for path in [root, *sorted(root.rglob("*"))]:
        info = path.lstat()
        content = path.read_bytes() if stat.S_ISREG(info.st_mode) else None
        found[str(path.relative_to(root))] = (info.st_uid, info.st_gid, info.st_mode, content)
    return found


def closed_port_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


def test_it_connects_a_fresh_profile(profile, url):
    lines = connect(profile, url)
    home = profile.resolve()
    digest = active_version("hermes-one")
    assert lines == [
        "agent hermes-one created (token issued, written to .env only)",
        f"plugin installed: {home}/plugins/qlnweb",
        "config.yaml enabled qlnweb (plugins.enabled; the rest of the file kept)",
        f".env written (QLN_URL={url}, QLN_TOKEN, mode 0600)",
        f"SOUL.md installed (backup at {home}/SOUL.md.before-qlnweb)",
        f"skill {SKILL} installed",
        f"version sealed {digest}",
        f"profile activated at {digest[:16]} ({home})",
        f"token authenticates at {url} as hermes-one (active version {digest[:16]})",
    ]
    assert (profile / "config.yaml").read_text() == CONFIG.replace("[disk-cleanup]", "[disk-cleanup, qlnweb]")
    assert yaml.safe_load((profile / "config.yaml").read_text())["plugins"]["enabled"] == ["disk-cleanup", "qlnweb"]
    env = (profile / ".env").read_text()
    assert env.startswith("# secrets\nOPENAI_API_KEY=sk-local\n") and f"QLN_URL={url}\n" in env
    assert stat.S_IMODE((profile / ".env").stat().st_mode) == 0o600
    token = env_value(env, "QLN_TOKEN")
    assert token and Agent.objects.for_token(token) == Agent.objects.get(name="hermes-one")
    assert (profile / "SOUL.md.before-qlnweb").read_text() == "You are my own agent.\n"
    assert (profile / "SOUL.md").read_text() == COMPANION_SOUL
    assert (profile / SKILL).read_bytes() == (COMPANION / SKILL).read_bytes()
    assert (profile / "skills" / "mine" / "SKILL.md").exists(), "the profile's own skills stay and are sealed too"
    assert (profile / "plugins" / "qlnweb" / "plugin.yaml").read_bytes() == (PLUGIN_SOURCE / "plugin.yaml").read_bytes()
    assert not list((profile / "plugins").rglob("__pycache__"))
    assert profile_digest(profile)[0] == digest
    assert sorted(store.tree_files(store.version_dir(digest) / "tree")) == ["SOUL.md", "skills/5qln-self-evolution/SKILL.md",
                                                                         "skills/mine/SKILL.md"]
    registered = AgentProfile.objects.get(agent__name="hermes-one")
    assert registered.hermes_home == str(home) and registered.version == digest and registered.status == "active"
    assert (profile / "state.db").read_bytes() == b"hermes state"


def test_a_second_run_changes_nothing_and_says_so(profile, url):
    connect(profile, url)
    before = snapshot(profile)
    lines = connect(profile, url)
    digest = active_version("hermes-one")
    assert lines == [
        "agent hermes-one reused (token kept: the profile's .env token authenticates as hermes-one)",
        f"plugin unchanged: {profile.resolve()}/plugins/qlnweb",
        "config.yaml already enables qlnweb",
        ".env unchanged (QLN_URL and QLN_TOKEN already set)",
        "SOUL.md kept: a version is active, only a promotion changes governed files",
        "skill kept: a version is active, only a promotion changes governed files",
        f"version already active {digest}",
        f"profile unchanged at {digest[:16]} ({profile.resolve()})",
        f"token authenticates at {url} as hermes-one (active version {digest[:16]})",
    ]
    assert snapshot(profile) == before


def test_after_a_promotion_it_never_touches_governed_files(profile, url, approver):
    connect(profile, url, agent="promo-agent")
    first = active_version("promo-agent")
    cycle = CycleFactory(agent=Agent.objects.get(name="promo-agent"), through="Q", approver=approver)
    packet = make_promotable(cycle, approver, content=COMPANION_SOUL + "\nPROMOTED LINE\n", target_path="SOUL.md",
                             parent_version=first, parent_content=COMPANION_SOUL)
    call_command("promote", "--yes", str(packet.candidate.pk), "--evaluation", packet.run.result_digest, stdout=StringIO())
    promoted = active_version("promo-agent")
    assert promoted != first and (profile / "SOUL.md").read_text().endswith("PROMOTED LINE\n")
    (profile / "plugins" / "qlnweb" / "plugin.yaml").write_text("stale copy\n")
    governed_before = {name: (profile / name).read_bytes() for name in ("SOUL.md", SKILL, "skills/mine/SKILL.md")}
    lines = connect(profile, url, agent="promo-agent")
    assert "SOUL.md kept: a version is active, only a promotion changes governed files" in lines
    assert f"version already active {promoted}" in lines
    assert {name: (profile / name).read_bytes() for name in governed_before} == governed_before
    assert f"plugin installed: {profile.resolve()}/plugins/qlnweb" in lines, "the plugin is not governed: refreshed"
    assert profile_digest(profile)[0] == promoted == active_version("promo-agent")


def test_it_keeps_a_token_that_authenticates_and_rotates_one_that_does_not(profile, url):
    connect(profile, url)
    kept = env_value((profile / ".env").read_text(), "QLN_TOKEN")
    (profile / ".env").write_text((profile / ".env").read_text().replace(kept, "qln_not-a-real-token"))
    lines = connect(profile, url)
    assert lines[0] == "agent hermes-one reused (token rotated: the profile's .env held no token of hermes-one)"
    rotated = env_value((profile / ".env").read_text(), "QLN_TOKEN")
    assert rotated not in (kept, "qln_not-a-real-token")
    assert Agent.objects.for_token(rotated).name == "hermes-one" and Agent.objects.for_token(kept) is None
    request = Request(f"{url}/api/v1/active", headers={"Authorization": f"Bearer {rotated}"})
    with urlopen(request, timeout=5) as response:
        assert response.status == 200
    other = make_agent("someone-else")
    other_token = other.issue_token()
    other.save()
    (profile / ".env").write_text(f"QLN_TOKEN={other_token}\n")
    assert connect(profile, url)[0].startswith("agent hermes-one reused (token rotated")
    assert Agent.objects.for_token(other_token) == other, "another agent's token is never touched"


def _refused(profile: Path, url: str, match: str, *extra: str, agent: str = "hermes-one") -> None:
    before, agents = snapshot(profile), list(Agent.objects.values_list("name", "token_hash"))
    with pytest.raises(CommandError, match=match):
        connect(profile, url, *extra, agent=agent)
    assert snapshot(profile) == before, "a refusal changes nothing in the profile"
    assert list(Agent.objects.values_list("name", "token_hash")) == agents, "nor in the database"


def test_it_refuses_a_directory_that_is_not_a_hermes_profile(tmp_path, url):
    stray = tmp_path / "not-a-profile"
    (stray / "skills").mkdir(parents=True)
    (stray / "SOUL.md").write_text("x\n")
    _refused(stray, url, "not a Hermes profile")
    assert active_version("hermes-one") is None


def test_it_refuses_a_profile_whose_governed_files_differ_from_the_active_version(profile, url):
    connect(profile, url)
    soul = profile / "SOUL.md"
    os.chmod(soul, 0o644)
    soul.write_text("edited by hand\n")
    (profile / "config.yaml").write_text(CONFIG)  # something the run would otherwise fix
    _refused(profile, url, "differ from agent hermes-one's active version")


def test_it_refuses_an_unreachable_url(profile):
    _refused(profile, closed_port_url(), "qlnweb is not reachable")
    _refused(profile, closed_port_url(), "qlnweb is not reachable", agent="another")


@pytest.mark.parametrize("config, match", [
    ("plugins: {enabled: [a]}\n", "inline"),
    ("plugins:\n  disabled: [qlnweb]\n", "plugins.disabled"),
    ("- a list\n", "not a mapping"),
    ("model: [unclosed\n", "not valid YAML"),
])
def test_it_refuses_a_config_it_cannot_edit_safely(profile, url, config, match):
    (profile / "config.yaml").write_text(config)
    _refused(profile, url, match)


def test_it_refuses_when_the_promoter_user_is_missing(profile, url, settings):
    if os.geteuid() != 0:
        pytest.skip("the runuser path is taken only by root")
    settings.QLN_ALLOW_ANY_PROMOTER_USER = False
    settings.QLN_PROMOTER_USER = "no-such-promoter-user"
    _refused(profile, url, "no OS user 'no-such-promoter-user'")


def test_it_connects_a_profile_made_by_hermes_profile_create(tmp_path, url):
    home = tmp_path / "created"
    for sub in ("memories", "sessions", "skills"):
        (home / sub).mkdir(parents=True)
    (home / ".env").write_text("# Per-profile secrets for this Hermes profile.\n")
    os.chmod(home / ".env", 0o600)
    lines = connect(home, url)
    assert "config.yaml enabled qlnweb (plugins.enabled; the rest of the file kept)" in lines
    assert "SOUL.md installed" in lines
    assert yaml.safe_load((home / "config.yaml").read_text()) == {"plugins": {"enabled": ["qlnweb"]}}


def test_it_hardens_the_profile_for_the_agent_user(profile, url):
    if not can_switch_users():
        pytest.skip("needs root with useradd (CI runs as root)")
    ensure_system_users("qlnagenttest")
    lines = connect(profile, url, "--agent-user", "qlnagenttest")
    assert lines[-2].startswith("profile hardened") or lines[-2] == "profile already hardened"
    import grp

    info = profile.stat()
    assert grp.getgrgid(info.st_gid).gr_name == "qlnagenttest" and stat.S_IMODE(info.st_mode) == 0o1775
    assert stat.S_IMODE((profile / "SOUL.md").stat().st_mode) == 0o444
    assert "profile already hardened" in connect(profile, url, "--agent-user", "qlnagenttest")


def test_the_companion_carries_the_sealed_kernel_and_the_contract():
    kernel_text = (Path(kernel.DEFAULT_DIR) / "kernel.txt").read_bytes()
    soul = (COMPANION / "SOUL.md").read_bytes()
    assert kernel_text in soul and kernel.check_restatement(soul.decode("utf-8")) == []
    text = soul.decode("utf-8")
    assert kernel.ATTRIBUTION in text and "ATTESTATION_REQUIRED" in text
    from hermes_plugin.tools import TOOLS

    skill = (COMPANION / "skills" / "5qln-self-evolution" / "SKILL.md").read_text(encoding="utf-8")
    for tool in [schema["name"] for schema, _, _ in TOOLS]:  # every registered tool, the companion's both texts
        assert f"`{tool} {{" in text and f"`{tool} {{" in skill, tool
    from cycles.footer import OPTIONAL_KEYS, REQUIRED_KEYS

    footers = text.split("Exactly these keys:")[1].split("X and INF0P")[0]
    for phase, keys in REQUIRED_KEYS.items():
        stated = footers.split(f"\n       {phase}: ")[1].split("\n       ", 1)[0]
        assert [key for key in keys if key not in stated] == [], phase
    assert all(key in footers for key in OPTIONAL_KEYS["Q"])
    front = (COMPANION / SKILL).read_text().split("---\n")[1]
    meta = yaml.safe_load(front)
    assert meta["name"] == "5qln-self-evolution" and meta["license"] == "Apache-2.0" and len(meta["description"]) <= 1024


HERMES = Path(os.environ.get("QLN_HERMES_VENV", "/opt/qln-hermes-venv")) / "bin" / "hermes"


@pytest.mark.slow
def test_hermes_lists_the_plugin_as_enabled_on_a_connected_profile(profile, url, tmp_path):
    if not HERMES.exists():
        if os.environ.get("QLN_REQUIRE_HERMES"):
            pytest.fail(f"hermes CLI not found at {HERMES}")
        pytest.skip(f"hermes CLI not found at {HERMES}")
    connect(profile, url)
    home = tmp_path / "user-home"
    home.mkdir()
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home), "HERMES_HOME": str(profile),
           "NO_COLOR": "1", "COLUMNS": "200"}
    done = subprocess.run([str(HERMES), "plugins", "list"], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    row = next((line for line in done.stdout.splitlines() if "qlnweb" in line), "")
    assert row and "enabled" in row.lower() and "not enabled" not in row.lower(), done.stdout
    # Where the Hermes venv also installed the plugin's entry point, that one wins the name in the listing;
    # the profile's own copy must still be a plugin Hermes discovers there (any Hermes install).
    scan = ("from pathlib import Path; from hermes_cli.plugins import PluginManager; "
            f"print([m.name for m in PluginManager()._scan_directory(Path({str(profile / 'plugins')!r}), source='user')])")
    found = subprocess.run([str(HERMES.parent / "python"), "-c", scan], env=env, capture_output=True, text=True,
                           timeout=120)
    assert found.stdout.strip() == "['qlnweb']", found.stderr


@pytest.mark.parametrize("before, after", [
    ("model:\n  provider: custom  # local\n", "model:\n  provider: custom  # local\nplugins:\n  enabled:\n    - qlnweb\n"),
    ("a: 1", "a: 1\nplugins:\n  enabled:\n    - qlnweb\n"),
    ("plugins:\n  enabled: [a, b]  # mine\nz: 1\n", "plugins:\n  enabled: [a, b, qlnweb]  # mine\nz: 1\n"),
    ("plugins:\n  enabled: []\n", "plugins:\n  enabled: [qlnweb]\n"),
    ("plugins:\n  # the list\n  enabled:\n  - a\n  - b\n# after\nz: 1\n",
     "plugins:\n  # the list\n  enabled:\n  - a\n  - b\n  - qlnweb\n# after\nz: 1\n"),
    ("plugins:\n    enabled:\n        - a\n\n    extra: {x: 1}\n", "plugins:\n    enabled:\n        - a\n        - qlnweb\n\n    extra: {x: 1}\n"),
    ("plugins:\n  extra: 1\n", "plugins:\n  enabled:\n    - qlnweb\n  extra: 1\n"),
    ("plugins: {}  # none\n", "plugins: # none\n  enabled:\n    - qlnweb\n"),
    ("plugins:\n  enabled:   # none yet\nz: 1\n", "plugins:\n  enabled: [qlnweb]   # none yet\nz: 1\n"),
])
def test_config_edit_keeps_the_rest_of_the_file(before, after):
    from promotion.connect_files import config_enable_plugin

    assert config_enable_plugin(before, "qlnweb") == after
    assert config_enable_plugin(after, "qlnweb") is None, "already enabled: no edit"
