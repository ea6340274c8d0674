"""For real, as root: the promoter OS user alone writes the store; the web user only reads (R-AUTH-4)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

import pytest

from tests.promotion.procs import PYTHON, make_children
from tests.testing.os_users import can_switch_users, ensure_system_users

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]
PROMOTER, WEB, EVALUATOR = "qlnpromote", "qlnwebtest", "qlnevaltest"


@pytest.fixture
def os_users():
    if not can_switch_users():
        pytest.skip("needs root with useradd and runuser (CI runs as root)")
    ensure_system_users(PROMOTER, WEB, EVALUATOR)
    return PROMOTER, WEB


@pytest.fixture
def shared_children(os_users, request):
    from django.db import connection

    top = Path(tempfile.mkdtemp(prefix="qln-os-user-", dir="/tmp"))
    os.chmod(top, 0o1777)  # the DB file and events are not the subject here; the store is (sticky: see ancestors)
    template = None if connection.vendor == "postgresql" else request.getfixturevalue("sqlite_template")
    children = make_children(top / "home", template)
    os.chmod(children.home, 0o755)
    (children.home / "staticfiles").mkdir(exist_ok=True)
    if template is not None:
        os.chmod(top / "children.sqlite3", 0o666)
    yield children
    shutil.rmtree(top, ignore_errors=True)


def _interpreter() -> tuple[str, str]:
    """An interpreter the unprivileged users can execute, and the site-packages to add.

    A venv whose base Python lives under /root (pyenv) is not executable by
    other users; the system Python of the same version then runs with the
    venv's site-packages on PYTHONPATH.
    """
    site = sysconfig.get_paths()["purelib"]
    if subprocess.run(["runuser", "-u", WEB, "--", PYTHON, "-c", ""], capture_output=True).returncode == 0:
        return PYTHON, ""
    candidate = shutil.which(f"python{sys.version_info.major}.{sys.version_info.minor}", path="/usr/bin:/usr/local/bin")
    if candidate and subprocess.run(["runuser", "-u", WEB, "--", candidate, "-c", ""], capture_output=True).returncode == 0:
        return candidate, site
    pytest.fail(f"no Python {sys.version_info.major}.{sys.version_info.minor} executable by {WEB}")


def _as(user: str, children, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    python, site = _interpreter()
    environment = children.env(**{"QLN_ALLOW_ANY_PROMOTER_USER": "false", "QLN_PROMOTER_USER": PROMOTER, **env})
    if site:
        environment["PYTHONPATH"] = f"{environment['PYTHONPATH']}:{site}"
    environment["HOME"] = "/tmp"
    assignments = [f"{k}={v}" for k, v in environment.items() if k.isidentifier()]
    return subprocess.run(["runuser", "-u", user, "--", "env", "-i", *assignments, python, *args],
                          cwd=children.env()["PYTHONPATH"], capture_output=True, text=True, timeout=120)


def _hardened_seed(children) -> dict:
    """The store given to the promoter, the evaluator key to its own user (the promoter trusts its public
    half), and a promotable candidate whose run that key signed — a key the web user cannot read."""
    children.manage("setup_promoter", "--user", PROMOTER, "--web-group", WEB)
    key = children.home.parent / "evaluator" / "evaluator.key"
    children.manage("setup_evaluator", "--user", EVALUATOR, "--key", str(key))
    return children.scenario("seed", QLN_EVALUATOR_KEY=str(key), QLN_WEB_USER=WEB)[0]


def test_only_the_promoter_user_writes_the_store(shared_children):
    children = shared_children
    racer = _hardened_seed(children)
    promote = ["manage.py", "promote", "--yes", str(racer["candidate"]), "--evaluation", racer["evaluation"]]

    refused = _as(WEB, children, *promote)
    assert refused.returncode != 0 and "refused by check promoter_user" in refused.stderr, refused.stderr

    promoted = _as(PROMOTER, children, *promote)
    assert promoted.returncode == 0, promoted.stderr
    assert "rollback reference" in promoted.stdout

    store = children.store
    probe = (
        "import sys, pathlib\n"
        "root = pathlib.Path(sys.argv[1])\n"
        "print(root.joinpath('agents', 'promo-agent', 'current.json').read_text()[:1])\n"
        "targets = [root/'agents'/'promo-agent'/'current.json', root/'agents'/'x', root/'versions'/'x', root/'new-file', root/'journal.json']\n"
        "targets += [next((root/'versions').glob('*/tree/skills/*/SKILL.md'))]\n"
        "for target in targets:\n"
        "    try:\n"
        "        open(target, 'a').close(); print('WROTE', target)\n"
        "    except PermissionError:\n"
        "        print('denied', target.name)\n"
    )
    web = _as(WEB, children, "-c", probe, str(store))
    assert web.returncode == 0, web.stderr
    assert web.stdout.startswith("{"), "the web user reads the pointer"
    assert "WROTE" not in web.stdout and web.stdout.count("denied") == 6, web.stdout
    owner = store.stat().st_uid
    assert owner == int(subprocess.run(["id", "-u", PROMOTER], capture_output=True, text=True).stdout)


def test_the_callers_environment_cannot_make_it_the_promoter(shared_children):
    """Issue 11 bypass 5: QLN_PROMOTER_USER=<itself> (or the dev flag) does not make the web user the promoter;
    the refusal is a clear message, not a traceback."""
    children = shared_children
    racer = children.scenario("seed")[0]
    children.manage("setup_promoter", "--user", PROMOTER, "--web-group", WEB)
    promote = ["manage.py", "promote", "--yes", str(racer["candidate"]), "--evaluation", racer["evaluation"]]
    for env in ({"QLN_PROMOTER_USER": WEB}, {"QLN_ALLOW_ANY_PROMOTER_USER": "true", "QLN_PROMOTER_USER": WEB}):
        refused = _as(WEB, children, *promote, **env)
        assert refused.returncode != 0, refused.stdout
        assert f"belongs to OS user '{PROMOTER}'" in refused.stderr, refused.stderr
        assert "Traceback" not in refused.stderr, refused.stderr


def test_setup_refuses_a_store_under_a_directory_the_web_user_can_write(os_users, tmp_path, settings):
    """Issue 11 bypass 1: a store under QLN_HOME owned by the web user could be renamed away and forged."""
    from io import StringIO

    from django.core.management import call_command
    from django.core.management.base import CommandError

    top = Path(tempfile.mkdtemp(prefix="qln-ancestors-", dir="/tmp"))
    try:
        home = top / "var"
        home.mkdir()
        web_uid = int(subprocess.run(["id", "-u", WEB], capture_output=True, text=True).stdout)
        os.chown(home, web_uid, -1)  # QLN_HOME owned by the web user, as after `make run` under www-data
        settings.QLN_ACTIVE_STORE = home / "active"
        with pytest.raises(CommandError, match=f"{home} belongs to {WEB}"):
            call_command("setup_promoter", "--user", PROMOTER, stdout=StringIO())
        settings.QLN_ACTIVE_STORE = top / "active"  # beside it, under root-only directories: accepted
        os.chmod(top, 0o755)
        out = StringIO()
        call_command("setup_promoter", "--user", PROMOTER, stdout=out)
        assert "now belongs to qlnpromote" in out.getvalue()
    finally:
        shutil.rmtree(top, ignore_errors=True)
