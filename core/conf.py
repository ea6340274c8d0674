"""Typed settings: every ``QLN_*`` setting the apps read, by its one name and type (issue 28 item 6).

The defaults live once, in ``qlnweb/settings.py``, which reads the environment through its typed helpers
(``envint``, ``envfloat``, …) and documents each variable (``.env.example``). App code reads them here::

    from core.conf import conf
    limit = conf.QLN_EVAL_MAX_RUNS          # an int, never a second default in the caller

and never by ``getattr`` on the settings with a default of its own (tests/core/test_conf.py fails on one).

As django-q2's ``Conf`` (``django_q/conf.py``) each value is read and converted once; unlike it, not at
import: on first use, then kept in the instance's ``__dict__``, so later reads are a plain attribute read
(the verdict path reads some of them per request). Django's ``setting_changed`` signal — sent by
``override_settings`` and pytest-django's ``settings`` fixture, on change and on restore — drops the kept
value, so a test's override is seen at once and does not outlive the test.

Cost on the verdict path (issue 28, 2 shared cores at load 12-20): a kept read 0.28-0.34 µs against
3.8-4.4 µs for the getattr on the settings with a default that it replaced (timeit, median of 7);
bench/bench_verdicts.py CPU ms per request, medians of 3 interleaved runs before -> after: floor
0.714 -> 0.667, read-only 1.549 -> 1.330, shell 1.738 -> 1.669, blocked 3.929 -> 3.784, register window
1.798 -> 1.734 (the floor, which this does not touch, moved -7 %: noise of that size).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from operator import attrgetter
from pathlib import Path
from typing import Any, Generic, TypeVar, overload

from django.conf import settings
from django.core.signals import setting_changed

T = TypeVar("T")


def _optional_path(value: Any) -> Path | None:
    return Path(value) if value else None


def _strings(value: Iterable[Any] | None) -> tuple[str, ...]:
    return tuple(str(item) for item in value or ())


def _optional_strings(value: Iterable[Any] | None) -> tuple[str, ...] | None:
    return tuple(str(item) for item in value) if value else None


def _string_map(value: Mapping[Any, Any] | None) -> dict[str, str]:
    return {str(key): str(item) for key, item in (value or {}).items()}


class Setting(Generic[T]):
    """One setting: read from ``django.conf.settings`` by the attribute's own name, converted, then kept."""

    def __init__(self, convert: Callable[[Any], T]) -> None:
        self.convert = convert
        self.name = ""
        self._read: Callable[[Any], Any] = attrgetter("")

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name
        self._read = attrgetter(name)  # no default: a setting missing from qlnweb/settings.py is an error

    @overload
    def __get__(self, instance: None, owner: type) -> Setting[T]: ...

    @overload
    def __get__(self, instance: Conf, owner: type) -> T: ...

    def __get__(self, instance: Conf | None, owner: type) -> Setting[T] | T:
        if instance is None:
            return self
        value = self.convert(self._read(settings))
        # A non-data descriptor: the instance attribute set here shadows it until setting_changed drops it.
        instance.__dict__[self.name] = value
        return value


class Conf:
    """The ``QLN_*`` settings, typed. Defaults and documentation: qlnweb/settings.py and .env.example."""

    # Home, store, kernel
    QLN_HOME = Setting(Path)
    QLN_ACTIVE_STORE = Setting(Path)
    QLN_KERNEL_DIR = Setting(Path)
    QLN_EVENTS_JSONL = Setting(Path)
    QLN_HTTPS = Setting(bool)
    QLN_MAX_BODY_BYTES = Setting(int)
    QLN_AGENT_HERMES_HOMES = Setting(_string_map)
    QLN_DEFAULT_HERMES_HOME = Setting(str)

    # Verdict path
    QLN_TOKEN_CACHE_TTL_S = Setting(float)
    QLN_RULESET_CACHE_TTL_S = Setting(float)
    QLN_REGISTER_LISTEN = Setting(bool)
    QLN_VERDICT_WRITE_BEHIND = Setting(str)
    QLN_VERDICT_FLUSH_MS = Setting(int)
    QLN_VERDICT_JOURNAL_DIR = Setting(Path)
    QLN_JUDGE_BASE_URL = Setting(str)
    QLN_JUDGE_MODEL = Setting(str)
    QLN_JUDGE_API_KEY = Setting(str)
    QLN_JUDGE_TIMEOUT_S = Setting(float)
    QLN_JUDGE_TOOLS = Setting(_optional_strings)
    QLN_BACKUP_MAX_AGE_S = Setting(int)
    QLN_ADVISE_ESCALATE_CEILING = Setting(int)

    # Task queue
    QLN_REDIS_URL = Setting(str)
    QLN_Q_STOP_GRACE_S = Setting(float)

    # Evaluation
    QLN_MODEL_BASE_URL = Setting(str)
    QLN_MODEL_NAME = Setting(str)
    QLN_MODEL_API_KEY = Setting(str)
    QLN_EVAL_CONCURRENCY = Setting(int)
    QLN_EVAL_TIMEOUT_S = Setting(float)
    QLN_EVAL_RETRIES = Setting(int)
    QLN_EVAL_RUNNER = Setting(str)
    QLN_EVAL_HERMES_BIN = Setting(str)
    QLN_EVAL_HERMES_TIMEOUT_S = Setting(float)
    QLN_EVAL_HERMES_CONCURRENCY = Setting(int)
    QLN_EVAL_STALE_S = Setting(int)
    QLN_EVAL_MAX_RUNS = Setting(int)
    QLN_EVAL_JUDGE_BASE_URL = Setting(str)
    QLN_EVAL_JUDGE_MODEL = Setting(str)
    QLN_EVAL_JUDGE_API_KEY = Setting(str)
    QLN_EVAL_MIN_HELD_OUT_CASES = Setting(int)
    QLN_EVAL_ADVERSARIAL_CLASSES = Setting(_strings)
    QLN_EVAL_WILSON_Z = Setting(float)
    QLN_EVAL_NONINFERIORITY_MARGIN = Setting(float)
    QLN_EVAL_PAIRED_ALPHA = Setting(float)
    QLN_EVALUATOR_KEY = Setting(_optional_path)
    QLN_EVAL_HOME = Setting(_optional_path)
    QLN_WEB_USER = Setting(str)

    # Promotion and acts
    QLN_PROMOTER_USER = Setting(str)
    QLN_ALLOW_ANY_PROMOTER_USER = Setting(bool)
    QLN_UNSIGNED_ACTS = Setting(bool)
    QLN_ACT_NONCE_TTL_S = Setting(int)
    QLN_ENROLMENT_CODE_TTL_H = Setting(int)
    QLN_ACTIVATION_WAIT_SECONDS = Setting(float)
    QLN_CANARY_SYNC_GRACE_SECONDS = Setting(int)

    # Observability
    QLN_METRICS_TOKEN = Setting(str)
    QLN_METRICS_ALLOW = Setting(_strings)

    @classmethod
    def names(cls) -> frozenset[str]:
        return frozenset(name for name, value in vars(cls).items() if isinstance(value, Setting))

    def forget(self, name: str | None = None) -> None:
        """Drop the kept value of ``name`` (every one when None): the next read goes to django.conf.settings."""
        for key in [name] if name is not None else list(self.__dict__):
            self.__dict__.pop(key, None)


conf = Conf()


def _setting_changed(*, setting: str, **kwargs: Any) -> None:
    conf.forget(setting)


DISPATCH_UID = "core.conf.setting_changed"
setting_changed.connect(_setting_changed, dispatch_uid=DISPATCH_UID)
