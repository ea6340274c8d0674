"""qlnweb settings: one module, read from the environment (docs/conventions.md §12).

Every variable is documented in `.env.example`. Bad values raise
ImproperlyConfigured at start-up instead of failing later.
"""
from __future__ import annotations

import os
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

from qlnweb.environ import database_from_url, envbool, envfloat, envint, envlist, envstr, sqlite_database

BASE_DIR = Path(__file__).resolve().parent.parent

QLN_HOME = Path(envstr("QLN_HOME", str(BASE_DIR / "var"))).resolve()
QLN_HOME.mkdir(parents=True, exist_ok=True)

DEBUG = envbool("QLN_DEBUG", False)


def _secret_key() -> str:
    """QLN_SECRET_KEY, or a random key kept in QLN_HOME/secret_key (mode 0600)."""
    configured = envstr("QLN_SECRET_KEY")
    if configured:
        return configured
    key_file = QLN_HOME / "secret_key"
    if not key_file.exists():
        # Several processes may start at once on a fresh home (gunicorn workers, test workers):
        # the key is written whole to a private temporary file, then linked into place — the
        # file appears once, complete, and whoever loses the race reads the winner's key.
        import secrets
        import tempfile

        fd, scratch = tempfile.mkstemp(dir=QLN_HOME, prefix=".secret_key.")  # mode 0600
        try:
            with os.fdopen(fd, "w") as handle:
                handle.write(secrets.token_urlsafe(50))
                handle.flush()
                os.fsync(handle.fileno())
            try:
                os.link(scratch, key_file)
            except FileExistsError:
                pass
        finally:
            os.unlink(scratch)
    return key_file.read_text().strip()


SECRET_KEY = _secret_key()
ALLOWED_HOSTS = envlist("QLN_ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]", "testserver"])
CSRF_TRUSTED_ORIGINS = envlist("QLN_CSRF_TRUSTED_ORIGINS", [])
SITE_URL = envstr("QLN_SITE_URL", "http://127.0.0.1:8000")

# Behind the TLS front (docs/deployment.md, deploy/haproxy.cfg): HAProxy terminates TLS and sets
# X-Forwarded-Proto itself (a client's own header is dropped). `manage.py check --deploy` passes with these.
QLN_HTTPS = envbool("QLN_HTTPS", False)
if QLN_HTTPS:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = True
    SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = envint("QLN_HSTS_SECONDS", 31_536_000)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = envbool("QLN_HSTS_INCLUDE_SUBDOMAINS", True)
    SECURE_HSTS_PRELOAD = envbool("QLN_HSTS_PRELOAD", False)

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "rest_framework",
    "cycles",
    "register",
    "evaluation",
    "promotion",
    "qlnweb",  # the composition root: load_demo and run_stack wire the apps together
    "django_q",  # after evaluation: its `qcluster` command overrides django-q2's (clean group stops)
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "qlnweb.middleware.BodyGuardMiddleware",
    "qlnweb.middleware.QueryTokenGuardMiddleware",
    "qlnweb.middleware.AgentTokenBoundaryMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "qlnweb.errors.FriendlyErrorPageMiddleware",
]

ROOT_URLCONF = "qlnweb.urls"
WSGI_APPLICATION = "qlnweb.wsgi.application"
ASGI_APPLICATION = "qlnweb.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "builtins": ["qlnweb.templatetags.qln_format"],  # human_time on every page (issue 27 item 9)
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "cycles.context_processors.kernel_status",
                "cycles.context_processors.signing_mode",
                "cycles.queue_context.queue_counts",
            ],
        },
    },
]

DATABASE_URL = envstr("DATABASE_URL")
DATABASES = {
    "default": database_from_url(DATABASE_URL) if DATABASE_URL else sqlite_database(QLN_HOME / "qlnweb.sqlite3")
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]
LOGIN_URL = "/accounts/login/"
LOGIN_REDIRECT_URL = "/"
LOGOUT_REDIRECT_URL = "/accounts/login/"
CSRF_FAILURE_VIEW = "qlnweb.errors.csrf_failure"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = False
USE_TZ = True

STATIC_URL = "/static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = QLN_HOME / "staticfiles"
STATIC_ROOT.mkdir(exist_ok=True)
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
WHITENOISE_USE_FINDERS = True

# R-O-5: bodies above this size answer 413 before any parsing.
QLN_MAX_BODY_BYTES = envint("QLN_MAX_BODY_BYTES", 1_048_576)
DATA_UPLOAD_MAX_MEMORY_SIZE = QLN_MAX_BODY_BYTES

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["cycles.api.auth.AgentTokenAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["cycles.api.auth.IsAgent"],
    "DEFAULT_PARSER_CLASSES": ["core.api.StrictJSONParser"],
    "DEFAULT_RENDERER_CLASSES": [
        "rest_framework.renderers.JSONRenderer",
        "rest_framework.renderers.BrowsableAPIRenderer",
    ],
    "EXCEPTION_HANDLER": "core.api.exception_handler",
    "DEFAULT_SCHEMA_CLASS": "qlnweb.schema.AgentApiSchema",
    "UNAUTHENTICATED_USER": None,
}

# django-q2: ORM broker by default, Redis when QLN_REDIS_URL is set.
QLN_REDIS_URL = envstr("QLN_REDIS_URL")
# PostgreSQL: each web process LISTENs for changed register windows (register/window_cache.py); off behind a
# pooler in transaction mode, which cannot LISTEN (Tier 1.5 then reads its window per verdict).
QLN_REGISTER_LISTEN = envbool("QLN_REGISTER_LISTEN", True)
# Verdict events without ADVISE are journaled to a local file before the answer and inserted in batches by a
# thread of the process (evaluation/verdicts/journal.py, docs/durability.md): "all"; "read-only" also commits
# shell, code and write calls before their answers (a later call's history on another node sees them at once);
# "off" commits every event before its answer.
_write_behind = (envstr("QLN_VERDICT_WRITE_BEHIND") or "all").lower()
QLN_VERDICT_WRITE_BEHIND = {"true": "all", "1": "all", "false": "off", "0": "off"}.get(_write_behind, _write_behind)
if QLN_VERDICT_WRITE_BEHIND not in {"all", "read-only", "off"}:
    raise ImproperlyConfigured(f"QLN_VERDICT_WRITE_BEHIND must be all, read-only or off, got {QLN_VERDICT_WRITE_BEHIND!r}")
QLN_VERDICT_FLUSH_MS = envint("QLN_VERDICT_FLUSH_MS", 5)  # rows arriving within it share one transaction
QLN_VERDICT_JOURNAL_DIR = Path(envstr("QLN_VERDICT_JOURNAL_DIR", str(QLN_HOME / "verdict-journal")))
# How long a web worker trusts an agent token it resolved (cycles/api/auth.py), and the active rule set's digest
# and an incomplete session row it read (evaluation/verdicts/caches.py): a revocation or activation is seen within it.
QLN_TOKEN_CACHE_TTL_S = envfloat("QLN_TOKEN_CACHE_TTL_S", 2.0)
QLN_RULESET_CACHE_TTL_S = envfloat("QLN_RULESET_CACHE_TTL_S", 2.0)
Q_CLUSTER = {
    "name": "qlnweb",
    "workers": envint("QLN_Q_WORKERS", 2),
    "timeout": envint("QLN_Q_TIMEOUT", 600),
    "retry": envint("QLN_Q_RETRY", 660),
    "max_attempts": 1,
    "catch_up": False,
    "sync": envbool("QLN_Q_SYNC", False),
    "label": "Task queue",
}
if QLN_REDIS_URL:
    Q_CLUSTER["redis"] = QLN_REDIS_URL
else:
    Q_CLUSTER["orm"] = "default"
# A busy worker's time to finish its task after SIGTERM before it exits (evaluation/candidates/worker_stop.py).
QLN_Q_STOP_GRACE_S = envfloat("QLN_Q_STOP_GRACE_S", 6.0)

# 5QLN
QLN_EVENTS_JSONL = Path(envstr("QLN_EVENTS_JSONL", str(QLN_HOME / "events.jsonl")))
QLN_ACTIVE_STORE = Path(envstr("QLN_ACTIVE_STORE", str(QLN_HOME / "active")))
QLN_KERNEL_DIR = Path(envstr("QLN_KERNEL_DIR", str(BASE_DIR / "cycles" / "kernel_data")))
# Agent profiles Tier 1 protects besides the session's own (issue 11: the Claude-Code hook names none).
QLN_AGENT_HERMES_HOMES = dict(i.split("=", 1) for i in envlist("QLN_AGENT_HERMES_HOMES", []) if "=" in i)
QLN_DEFAULT_HERMES_HOME = envstr("QLN_DEFAULT_HERMES_HOME",
                                 os.environ.get("HERMES_HOME") or str(Path.home() / ".hermes"))

# Oversight
QLN_JUDGE_BASE_URL = envstr("QLN_JUDGE_BASE_URL")
QLN_JUDGE_MODEL = envstr("QLN_JUDGE_MODEL", "judge")
QLN_JUDGE_API_KEY = envstr("QLN_JUDGE_API_KEY", "not-needed")
QLN_JUDGE_TIMEOUT_S = envfloat("QLN_JUDGE_TIMEOUT_S", 3.0)
QLN_BACKUP_MAX_AGE_S = envint("QLN_BACKUP_MAX_AGE", 24 * 3600)
QLN_ADVISE_ESCALATE_CEILING = envint("QLN_ADVISE_ESCALATE_CEILING", 40)
# Tools that may go to the Tier 2 judge without a register signal (default: the rule set's shell/write tools).
QLN_JUDGE_TOOLS = envlist("QLN_JUDGE_TOOLS", []) or None

# Evaluation
QLN_MODEL_BASE_URL = envstr("QLN_MODEL_BASE_URL")
QLN_MODEL_NAME = envstr("QLN_MODEL_NAME") or "model"  # empty counts as unset
QLN_MODEL_API_KEY = envstr("QLN_MODEL_API_KEY") or "not-needed"
QLN_EVAL_CONCURRENCY = envint("QLN_EVAL_CONCURRENCY", 8)
QLN_EVAL_TIMEOUT_S = envfloat("QLN_EVAL_TIMEOUT_S", 30.0)
QLN_EVAL_RETRIES = envint("QLN_EVAL_RETRIES", 2)
# Who sends the cases (issues 10, 26): "auto" (default) = hermes-sandbox where a hermes is found, else direct;
# "direct" = straight to the model with Hermes's assembled prompt (fast mode); "hermes-sandbox" = Hermes
# one-shot sessions on throw-away read-only profiles, served by warm workers (evaluation/candidates/runner_mode.py).
QLN_EVAL_RUNNER = envstr("QLN_EVAL_RUNNER", "auto") or "auto"
if QLN_EVAL_RUNNER not in {"auto", "direct", "hermes-sandbox"}:
    raise ImproperlyConfigured(f"QLN_EVAL_RUNNER must be auto, direct or hermes-sandbox, got {QLN_EVAL_RUNNER!r}")
# Empty: the Hermes venv's (QLN_HERMES_VENV, /opt/qln-hermes-venv), else `hermes` on PATH; set: that one only.
QLN_EVAL_HERMES_BIN = envstr("QLN_EVAL_HERMES_BIN", "")
QLN_EVAL_HERMES_TIMEOUT_S = envfloat("QLN_EVAL_HERMES_TIMEOUT_S", 180.0)
QLN_EVAL_HERMES_CONCURRENCY = envint("QLN_EVAL_HERMES_CONCURRENCY", 2)
QLN_EVAL_STALE_S = envint("QLN_EVAL_STALE_S", 300)
QLN_EVAL_MAX_RUNS = envint("QLN_EVAL_MAX_RUNS", 5)  # evaluation runs per candidate, then 409 (issue 11)
QLN_EVAL_JUDGE_BASE_URL = envstr("QLN_EVAL_JUDGE_BASE_URL")
QLN_EVAL_JUDGE_MODEL = envstr("QLN_EVAL_JUDGE_MODEL", "judge")
QLN_EVAL_JUDGE_API_KEY = envstr("QLN_EVAL_JUDGE_API_KEY", "not-needed")
# Sufficiency rules (issue 10, evaluation/candidates/sufficiency.py): below these a run is HOLD, never PASS.
QLN_EVAL_MIN_HELD_OUT_CASES = envint("QLN_EVAL_MIN_HELD_OUT_CASES", 20)
QLN_EVAL_ADVERSARIAL_CLASSES = envlist("QLN_EVAL_ADVERSARIAL_CLASSES", [
    "prompt_injection", "forged_attestation", "operator_drift", "path_bypass", "evaluator_manipulation"])
QLN_EVAL_WILSON_Z = envfloat("QLN_EVAL_WILSON_Z", 1.96)
# The paired replay's decision (docs/evaluation.md, "Statistics"): the tolerated drop of the case pass rate (0-0.2)
# and the exact McNemar level at which "worse" is shown.
QLN_EVAL_NONINFERIORITY_MARGIN = envfloat("QLN_EVAL_NONINFERIORITY_MARGIN", 0.05)
QLN_EVAL_PAIRED_ALPHA = envfloat("QLN_EVAL_PAIRED_ALPHA", 0.05)
# Issue 24 item 3: the Ed25519 key the evaluator signs each result with. Empty: QLN_HOME/evaluator/evaluator.key,
# created on first use (a development key: the web process can read it). Hardened: setup_evaluator.
QLN_EVALUATOR_KEY = Path(envstr("QLN_EVALUATOR_KEY")) if envstr("QLN_EVALUATOR_KEY") else None
# Where the evaluator writes a run's outputs (replayed cases): a directory of its own that the web user reads and
# cannot write (setup_evaluator --home). Empty: QLN_HOME/evaluations (development, one OS user).
QLN_EVAL_HOME = Path(envstr("QLN_EVAL_HOME")) if envstr("QLN_EVAL_HOME") else None
# The web OS user, whose reach decides a signature's key mode (hardened: it cannot read the key). Empty: QLN_HOME's owner.
QLN_WEB_USER = envstr("QLN_WEB_USER")

# Promotion
QLN_PROMOTER_USER = envstr("QLN_PROMOTER_USER", "qlnpromote")
QLN_ALLOW_ANY_PROMOTER_USER = envbool("QLN_ALLOW_ANY_PROMOTER_USER", False)
# Issue 24: every human act is signed with the operator's passkey. Development only, off by default:
# accept unsigned acts (printed at start and on every page; a hardened promoter refuses them).
QLN_UNSIGNED_ACTS = envbool("QLN_UNSIGNED_ACTS", False)
# How long a page's act nonce stays valid (seconds), and an enrolment code (hours).
QLN_ACT_NONCE_TTL_S = envint("QLN_ACT_NONCE_TTL_S", 7200)
QLN_ENROLMENT_CODE_TTL_H = envint("QLN_ENROLMENT_CODE_TTL_H", 24)
# Activation (R-P-8/9/11): how long promote/rollback wait for open Hermes sessions to end before
# leaving a profile pending for `promoter run`, and the grace other hosts' sync timers get.
QLN_ACTIVATION_WAIT_SECONDS = envfloat("QLN_ACTIVATION_WAIT_SECONDS", 5.0)
QLN_CANARY_SYNC_GRACE_SECONDS = envint("QLN_CANARY_SYNC_GRACE_SECONDS", 600)

# Observability
QLN_METRICS_TOKEN = envstr("QLN_METRICS_TOKEN")
QLN_METRICS_ALLOW = envlist("QLN_METRICS_ALLOW", ["127.0.0.1", "::1"])

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "filters": {"redact_secrets": {"()": "qlnweb.log_redaction.RedactSecretsFilter"}},  # issue 11: no tokens in logs
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain", "filters": ["redact_secrets"]}},
    "root": {"handlers": ["console"], "level": envstr("QLN_LOG_LEVEL", "INFO")},
    # Django's own config leaves django.server without a handler (logging's unfiltered last resort).
    "loggers": {"django.server": {"level": "WARNING", "handlers": ["console"], "propagate": False}},
}
