"""Settings in one place (issue 28 item 6): core.conf.conf, typed, each default once in qlnweb/settings.py."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from django.core.signals import setting_changed
from django.test.utils import override_settings

from core.conf import DISPATCH_UID, Conf, _setting_changed, conf
from qlnweb import settings as settings_module

ROOT = Path(__file__).resolve().parents[2]
APP_CODE = ("core", "qlnweb", "cycles", "register", "evaluation", "promotion", "hermes_plugin")
DEFINED = frozenset(name for name in vars(settings_module) if name.startswith("QLN_"))


def _settings_getattrs(tree: ast.AST) -> list[int]:
    """Lines of ``getattr(settings, …)`` / ``hasattr(django_settings, …)``: a setting read by a string name."""
    lines = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in {"getattr", "hasattr"} and node.args):
            target = node.args[0]
            name = target.id if isinstance(target, ast.Name) else getattr(target, "attr", "")
            if "settings" in name.lower():
                lines.append(node.lineno)
    return lines


def _app_sources() -> list[Path]:
    return [path for app in APP_CODE for path in sorted((ROOT / app).rglob("*.py")) if "migrations" not in path.parts]


def test_the_finder_sees_every_spelling_of_a_settings_getattr() -> None:
    source = ("getattr(settings, 'QLN_A', 1)\n"
              "x = getattr(django_settings, name, None)\n"
              "hasattr(settings, 'QLN_B')\n"
              "getattr(conf.settings, 'QLN_C')\n"
              "getattr(other, 'QLN_D', 2)\n")
    assert _settings_getattrs(ast.parse(source)) == [1, 2, 3, 4]


def test_no_app_code_reads_a_setting_by_getattr() -> None:
    found = {f"{path.relative_to(ROOT)}:{line}"
             for path in _app_sources() for line in _settings_getattrs(ast.parse(path.read_text(encoding="utf-8")))}
    assert len(_app_sources()) > 200  # the walk saw the apps
    assert not found, f"read these through core.conf.conf (defaults live once, in qlnweb/settings.py): {sorted(found)}"


def test_conf_names_exactly_the_settings_that_settings_py_defines() -> None:
    assert Conf.names() == DEFINED, (sorted(DEFINED - Conf.names()), sorted(Conf.names() - DEFINED))


def test_app_code_reads_no_qln_setting_that_settings_py_does_not_define() -> None:
    read = {match for path in _app_sources() if path.name != "settings.py"
            for match in re.findall(r"\b(?:settings|conf)\.(QLN_[A-Z0-9_]+)", path.read_text(encoding="utf-8"))}
    assert read, "the scan found no reads"
    assert read <= DEFINED, sorted(read - DEFINED)


@pytest.mark.parametrize("name", sorted(Conf.names()))
def test_every_setting_reads_with_its_type(name: str) -> None:
    conf.forget(name)
    value = getattr(conf, name)
    again = getattr(conf, name)
    assert value is again  # converted once, then kept
    assert name in vars(conf)


def test_the_evaluation_limits_come_from_settings_py_only() -> None:
    assert conf.QLN_EVAL_MAX_RUNS == settings_module.QLN_EVAL_MAX_RUNS == 5
    assert conf.QLN_EVAL_WILSON_Z == settings_module.QLN_EVAL_WILSON_Z == 1.96
    sources = "\n".join(path.read_text(encoding="utf-8") for path in _app_sources() if path.name != "settings.py")
    assert not re.search(r"QLN_EVAL_MAX_RUNS\W+5\b|QLN_EVAL_WILSON_Z\W+1\.96", sources)


def test_a_kept_value_follows_the_settings_fixture(settings) -> None:
    before = conf.QLN_EVAL_MAX_RUNS
    assert "QLN_EVAL_MAX_RUNS" in vars(conf)  # kept: the next read is a plain attribute read
    settings.QLN_EVAL_MAX_RUNS = before + 7
    assert conf.QLN_EVAL_MAX_RUNS == before + 7
    settings.QLN_EVAL_MAX_RUNS = "3"  # converted to the declared type
    assert conf.QLN_EVAL_MAX_RUNS == 3


def test_an_override_ends_with_its_block() -> None:
    before = conf.QLN_RULESET_CACHE_TTL_S
    with override_settings(QLN_RULESET_CACHE_TTL_S=0.25, QLN_JUDGE_TOOLS=["terminal"]):
        assert conf.QLN_RULESET_CACHE_TTL_S == 0.25
        assert conf.QLN_JUDGE_TOOLS == ("terminal",)
    assert conf.QLN_RULESET_CACHE_TTL_S == before
    assert conf.QLN_JUDGE_TOOLS is None


def test_the_setting_changed_receiver_is_what_drops_a_kept_value() -> None:
    # Without the receiver a value kept in conf would outlive the test's override: the read once
    # of django-q2's Conf. Disconnected here for one override, the stale value shows.
    before = conf.QLN_EVAL_STALE_S
    assert setting_changed.disconnect(dispatch_uid=DISPATCH_UID)
    try:
        with override_settings(QLN_EVAL_STALE_S=before + 1):
            assert conf.QLN_EVAL_STALE_S == before  # stale
    finally:
        setting_changed.connect(_setting_changed, dispatch_uid=DISPATCH_UID)
        conf.forget()
    with override_settings(QLN_EVAL_STALE_S=before + 1):
        assert conf.QLN_EVAL_STALE_S == before + 1
    assert conf.QLN_EVAL_STALE_S == before
